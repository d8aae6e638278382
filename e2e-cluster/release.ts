// The previous release, as CHANGELOG.md names it, checked out in a temporary git worktree with
// its dependencies: hard links of this tree's node_modules when its lockfile asks for nothing
// this tree lacks (fast), else `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export type Release = { version: string; commit: string };

/** The newest release in the changelog that has a commit and is not this tree's version. */
export function previousRelease(): Release {
  const current = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  for (const section of changelog.split(/^## /m).slice(1)) {
    const version = /^(\d+\.\d+\.\d+\S*)/.exec(section)?.[1];
    const commit = /^Commit: `([0-9a-f]{40})`/m.exec(section)?.[1];
    if (version && commit && version !== current) return { version, commit };
  }
  throw new Error('CHANGELOG.md names no earlier release with its commit');
}

type Lock = { packages: Record<string, { version?: string; link?: boolean }> };
const readLock = (text: string) => JSON.parse(text) as Lock;

/** What the old lockfile wants that this tree's node_modules does not have. */
function missingPackages(oldLock: Lock, currentLock: Lock): string[] {
  return Object.entries(oldLock.packages)
    .filter(([key]) => key !== '')
    .filter(([key, want]) => {
      const have = currentLock.packages[key];
      return !have || have.version !== want.version || !!have.link !== !!want.link;
    })
    .map(([key]) => key);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export type Checkout = { dir: string; installedBy: 'hard links' | 'npm ci'; remove: () => void };

export function checkoutRelease(release: Release): Checkout {
  const dir = mkdtempSync(path.join(tmpdir(), `fanclub-release-${release.version}-`));
  git('worktree', 'add', '--detach', '--force', dir, release.commit);
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  try {
    const oldLock = readLock(git('show', `${release.commit}:package-lock.json`));
    const currentLock = readLock(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    let installedBy: Checkout['installedBy'] = 'npm ci';
    if (missingPackages(oldLock, currentLock).length === 0) {
      const folders = Object.keys(oldLock.packages)
        .filter((key) => key === '' || !key.includes('node_modules'))
        .map((key) => path.join(key, 'node_modules'))
        .filter((folder) => existsSync(path.join(root, folder)));
      const linked = folders.every(
        (folder) =>
          spawnSync('cp', ['-al', path.join(root, folder), path.join(dir, folder)]).status === 0,
      );
      if (linked) installedBy = 'hard links';
    }
    if (installedBy === 'npm ci') {
      const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: dir,
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`npm ci of ${release.version}:\n${result.stderr}`);
    }
    return { dir, installedBy, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

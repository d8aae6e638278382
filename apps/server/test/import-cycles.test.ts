// No import circle between files, type imports included. The lint (import-x/no-cycle) refuses a
// circle at run time; it skips `import type`, so a circle made only of types would pass it.
// Each file's imports are resolved as TypeScript resolves them (the web's `@/` alias, the
// contract through its workspace link) and the graph is searched for strongly connected parts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PACKAGES = ['apps/server', 'apps/web', 'packages/contract'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** file → the files of the tree it imports (statically, dynamically or for types). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const pkg of PACKAGES) {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, pkg, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    const options = config!.options;
    const cache = ts.createModuleResolutionCache(root, (f) => f, options);
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(
          fileName,
          file,
          options,
          ts.sys,
          cache,
        ).resolvedModule;
        if (!resolved || resolved.extension === '.d.ts') return [];
        const target = path.relative(root, ts.sys.realpath!(resolved.resolvedFileName));
        return target.startsWith('node_modules') ? [] : [target];
      });
      graph.set(path.relative(root, file), targets);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: each is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports between files', () => {
  it('form no circle in the server, the web app or the contract, type imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });
});

// The app imports only the CSS of the Mantine components it uses (styles.ts for the first
// paint, layouts and screens for theirs). This check follows the import graph the way the
// bundle loads it: from main.tsx, each lazily imported module (a layout, a screen with its
// layout's CSS, a lazy piece of a screen) is a chunk that sees the CSS of the chunks above it
// plus its own static imports. Every @mantine/core component a chunk renders, and every
// component that one renders inside (read from Mantine's own modules), must find its
// `<Name>.layer.css` there; @mantine/dates, tiptap, charts, notifications their styles file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root (vitest.config.ts).
const SRC = path.resolve('apps/web/src');
const CORE = path.resolve('node_modules/@mantine/core');
const LAYOUT_FILES: Record<string, string | undefined> = {
  admin: 'app/layouts/admin-layout.tsx',
  member: 'app/layouts/member-layout.tsx',
  auth: 'app/layouts/auth-layout.tsx',
  plain: 'app/layouts/plain-layout.tsx',
  none: undefined,
};

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// --- Mantine: which component folders each export renders, hence which CSS it needs.
const exportDir = new Map<string, string>();
for (const match of readFileSync(path.join(CORE, 'esm/index.mjs'), 'utf8').matchAll(
  /import \{([^}]*)\} from "\.\/components\/([^/]+)\//g,
)) {
  for (const name of match[1]!.split(',')) exportDir.set(name.trim().split(' as ')[0]!, match[2]!);
}
const dirDeps = new Map<string, Set<string>>();
function componentDirs(dir: string): Set<string> {
  const known = dirDeps.get(dir);
  if (known) return known;
  const found = new Set([dir]);
  dirDeps.set(dir, found);
  for (const file of listMjs(path.join(CORE, 'esm/components', dir))) {
    // Only a component's main module counts (../X/X.mjs): helpers from another folder do
    // not render it.
    for (const m of readFileSync(file, 'utf8').matchAll(
      /from "(?:\.\.\/)+(?:components\/)?([A-Z]\w*)\/([A-Z]\w*)\.mjs"/g,
    )) {
      if (m[1] !== m[2]) continue;
      // A popover draws its overlay only with `withOverlay`, which the app does not use.
      if (dir === 'Popover' && m[1] === 'Overlay') continue;
      const dep = m[1]!;
      if (dep !== dir && existsSync(path.join(CORE, 'esm/components', dep))) {
        for (const d of componentDirs(dep)) found.add(d);
      }
    }
  }
  return found;
}
function listMjs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMjs(full);
    return entry.name.endsWith('.mjs') ? [full] : [];
  });
}
const cssOf = (name: string): string[] => {
  const dir = exportDir.get(name);
  if (!dir) return [];
  return [...componentDirs(dir)]
    .filter((d) => existsSync(path.join(CORE, 'styles', `${d}.layer.css`)))
    .map((d) => `core/${d}`);
};

// --- The app's modules: imports, Mantine use and CSS.
type Module = {
  statics: string[];
  dynamics: string[];
  css: Set<string>;
  needs: Map<string, string>;
};
const modules = new Map<string, Module>();
function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (f) => existsSync(f) && /\.tsx?$/.test(f),
  );
}
for (const file of listFiles(SRC)) {
  const text = readFileSync(file, 'utf8');
  const mod: Module = { statics: [], dynamics: [], css: new Set(), needs: new Map() };
  for (const m of text.matchAll(
    /^(?:import|export)\s[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm,
  )) {
    const spec = (m[1] ?? m[2])!;
    const css = spec.match(/^@mantine\/core\/styles\/(\w+)\.layer\.css$/);
    if (css) mod.css.add(`core/${css[1]}`);
    else if (/^@mantine\/(\w+)\/styles\.layer\.css$/.test(spec)) mod.css.add(spec.split('/')[1]!);
    // A component (PascalCase) of these packages needs its styles; a function does not.
    else if (
      /^@mantine\/(dates|tiptap|charts|notifications)$/.test(spec) &&
      /\{[^}]*\b[A-Z]/.test(m[0])
    )
      mod.needs.set(spec.split('/')[1]!, spec);
    const target = resolve(file, spec);
    if (target) mod.statics.push(target);
  }
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const raw of m[1]!.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      for (const css of cssOf(name.split(' as ')[0]!)) mod.needs.set(css, name);
    }
  }
  for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
    const target = resolve(file, m[1]!);
    if (target) mod.dynamics.push(target);
  }
  modules.set(file, mod);
}

function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of modules.get(file)?.statics ?? []) closure(dep, into);
  return into;
}

/** The layout a screen module renders in, from the screen tables. */
const layoutOfScreen = new Map<string, string>();
for (const table of ['app/screens-member.tsx', 'app/screens-admin.tsx']) {
  const file = path.join(SRC, table);
  const text = readFileSync(file, 'utf8');
  for (const entry of text.split(/\n {2}'/).slice(1)) {
    const layout = entry.match(/layout: '(\w+)'/)?.[1];
    for (const m of entry.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const target = resolve(file, m[1]!);
      if (target && layout) layoutOfScreen.set(target, layout);
    }
  }
}

function unstyled(): string[] {
  const problems = new Set<string>();
  const seen = new Set<string>();
  const visit = (root: string, inherited: Set<string>, via: string) => {
    const key = `${root}|${via}`;
    if (seen.has(key)) return;
    seen.add(key);
    const files = closure(root);
    const available = new Set(inherited);
    for (const f of files) for (const css of modules.get(f)!.css) available.add(css);
    for (const f of files) {
      for (const [css, name] of modules.get(f)!.needs) {
        if (!available.has(css)) {
          problems.add(`${path.relative(SRC, f)}: ${name} needs ${css} (${via})`);
        }
      }
    }
    for (const f of files) {
      for (const target of modules.get(f)!.dynamics) {
        const layout = layoutOfScreen.get(target);
        const layoutFile = layout ? LAYOUT_FILES[layout] : undefined;
        const withLayout = new Set(available);
        if (layoutFile) {
          for (const lf of closure(path.join(SRC, layoutFile)))
            for (const css of modules.get(lf)!.css) withLayout.add(css);
        }
        visit(
          target,
          withLayout,
          `in ${path.relative(SRC, target)}${layout ? ` (${layout} layout)` : ''}`,
        );
      }
    }
  };
  visit(path.join(SRC, 'main.tsx'), new Set(), 'first paint');
  return [...problems].sort();
}

describe('Mantine CSS', () => {
  it('reads the components Mantine renders inside others', () => {
    expect(cssOf('MultiSelect')).toEqual(
      expect.arrayContaining(['core/Input', 'core/Combobox', 'core/Pill', 'core/PillsInput']),
    );
    expect(cssOf('Modal')).toEqual(expect.arrayContaining(['core/ModalBase', 'core/Overlay']));
  });

  it('is imported for every component the app renders, in the chunk that renders it', () => {
    expect(unstyled()).toEqual([]);
  });
});

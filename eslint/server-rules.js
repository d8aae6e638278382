import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * No circle between files, on resolved paths: each package's tsconfig tells the resolver its
 * aliases (the web's `@/`), and `@fanclub/contract/*` resolves through the workspace link.
 */
export const noImportCycles = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: [
          'apps/server/tsconfig.json',
          'apps/web/tsconfig.json',
          'packages/contract/tsconfig.json',
        ],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverRules } from './eslint/server-rules.js';
import { webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...webBoundaries,
  ...serverRules,
  {
    // Files stay readable in one sitting: at most 300 lines; split a longer one along its
    // seams. Tests and the demo seed's data are exempt.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/seed/demo*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Text comes from the locales: no literal in JSX text, in an expression inside JSX, nor in
    // the attributes and props that reach the user (labels, titles, placeholders, messages…).
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'alt',
              'placeholder',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'aria-roledescription',
              'label',
              '.*Label',
              'description',
              'error',
              'message',
              'lead',
              'body',
              'caption',
              'tooltip',
              'nothingFoundMessage',
            ],
          },
          // Only punctuation, symbols, digits and spaces (any script's), or CONSTANT_CASE.
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]+$/u, /^[A-Z_-]+$/] },
          // The plugin's own list, and react-hook-form's field names.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'watch',
              'setValue',
              'getValues',
              'setError',
              'clearErrors',
              'resetField',
            ],
          },
          message: 'user-facing text must come from the locales (t(...))',
        },
      ],
    },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { serverRules } from './eslint/server-rules.js';

const WEB_FEATURES = 'apps/web/src/features';
const FEATURE_BOUNDARY_MESSAGE =
  'a web feature must not import another feature: move the shared piece to components/ or lib/, or merge the features';

/** no-restricted-imports per feature: other features (by alias or climbing out) are refused. */
function webFeatureBoundaries() {
  const features = readdirSync(new URL(`./${WEB_FEATURES}`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const climbOut = { regex: '^(\\.\\./){2,}', message: FEATURE_BOUNDARY_MESSAGE };
  return [
    ...features.map((feature) => ({
      files: [`${WEB_FEATURES}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^@/features/(?!${feature}/)`, message: FEATURE_BOUNDARY_MESSAGE },
              climbOut,
            ],
          },
        ],
      },
    })),
    {
      files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^@/(features|app)/',
                message: 'components/ and lib/ are shared: they import no feature and not the app',
              },
            ],
          },
        ],
      },
    },
  ];
}

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
  // Web boundaries: a feature imports only itself, components/ and lib/ (the app imports the
  // features); components/ and lib/ import no feature. One block per feature folder, read
  // here, so a new feature is covered the day it is created.
  ...webFeatureBoundaries(),
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

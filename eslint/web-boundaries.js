// Web boundaries, checked on the path an import resolves to (the `@/` alias and any `../`
// alike), by import-x's `no-restricted-paths` zones:
// - a feature imports only itself, the shared layers (admin-kit/, components/) and lib/;
// - admin-kit/ (the admin's shared domain pieces: audience, mail, sendouts, wizard) imports no
//   feature and not the app;
// - components/ (shared UI) and lib/ import no feature, not the app, and not admin-kit/;
// - the app imports anything.
// One zone per feature folder, read here, so a new feature is covered the day it is created.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = 'apps/web/src';

const FEATURE_MESSAGE =
  'a web feature imports only itself, admin-kit/, components/ and lib/: move what two features share there, or merge the features';
const ADMIN_KIT_MESSAGE =
  'admin-kit/ is shared by the admin features: it imports no feature and not the app';
const SHARED_MESSAGE =
  'components/ and lib/ are shared by every screen: they import no feature, not the app and not admin-kit/';

const features = readdirSync(new URL(`../${SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/features`,
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
  ...features.map((feature) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/app`,
    message: FEATURE_MESSAGE,
  })),
  ...['features', 'app'].map((from) => ({
    target: `${SRC}/admin-kit`,
    from: `${SRC}/${from}`,
    message: ADMIN_KIT_MESSAGE,
  })),
  ...['components', 'lib'].flatMap((target) =>
    ['features', 'app', 'admin-kit'].map((from) => ({
      target: `${SRC}/${target}`,
      from: `${SRC}/${from}`,
      message: SHARED_MESSAGE,
    })),
  ),
];

export const webBoundaries = [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}apps/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },
];

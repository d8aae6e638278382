// The server's and the tree's structural rules, kept beside eslint.config.js (which spreads
// `serverRules` in): no import circle between files, and the database kept out of every file
// that registers routes.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SERVER_SRC = 'apps/server/src';
const ROUTE_FILE = /(^|[/\\])([a-z0-9-]+-)?routes\.ts$/;
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const SCHEMA_IMPORT = /(^|\/)db\/schema(\/|$)/;

/** `app.get('/path', …)`, `scope.post(PATH, opts, handler)`, `app.route({ url, … })`. */
function registersRoute(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const [first] = node.arguments;
  if (callee.property.name === 'route') {
    return (
      first?.type === 'ObjectExpression' &&
      first.properties.some((p) => p.type === 'Property' && p.key.name === 'url')
    );
  }
  if (!HTTP_METHODS.has(callee.property.name) || node.arguments.length < 2) return false;
  return isPath(first);
}

/** A path: '/…', `/…`, a CONSTANT_CASE name (REALTIME_PATH), or `${A_CONSTANT}…`. */
function isPath(node) {
  const constant = (n) => n?.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(n.name);
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/');
  if (node.type === 'TemplateLiteral') {
    const head = node.quasis[0].value.cooked;
    return head.startsWith('/') || (head === '' && constant(node.expressions[0]));
  }
  return constant(node);
}

const routeFiles = {
  meta: {
    type: 'problem',
    docs: { description: 'only a routes.ts or *-routes.ts file registers routes' },
    messages: {
      named:
        'a file that registers routes is named routes.ts or <name>-routes.ts, so the rule that keeps the database out of route files applies to it',
    },
    schema: [],
  },
  create(context) {
    if (ROUTE_FILE.test(context.filename)) return {};
    return {
      CallExpression(node) {
        if (registersRoute(node)) context.report({ node, messageId: 'named' });
      },
    };
  },
};

const ROUTE_DB_MESSAGE =
  "a route file validates, guards, calls a service or a query and presents: the query goes in the module's queries.ts, the transaction in its service.ts";

const noDbInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'a route file imports no schema nor drizzle and runs no query itself' },
    messages: { db: ROUTE_DB_MESSAGE },
    schema: [],
  },
  create(context) {
    if (!ROUTE_FILE.test(context.filename)) return {};
    const report = (node) => context.report({ node, messageId: 'db' });
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')) report(node);
        else if (SCHEMA_IMPORT.test(source)) report(node);
      },
      // `app.db.select(…)`, `request.server.db.transaction(…)`: handing `app.db` to a query
      // or a service is the route's job, using it is not.
      MemberExpression(node) {
        const inner = node.object;
        if (
          inner.type === 'MemberExpression' &&
          inner.property.type === 'Identifier' &&
          inner.property.name === 'db'
        ) {
          report(node);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.name !== 'transaction') return;
        // `app.db.transaction(…)` is reported once, as a use of `app.db`.
        const onDb =
          callee.object.type === 'MemberExpression' && callee.object.property.name === 'db';
        if (!onDb) report(node);
      },
    };
  },
};

const serverPlugin = { rules: { 'route-files': routeFiles, 'no-db-in-routes': noDbInRoutes } };

export const serverRules = [
  {
    // No circle between files, on resolved paths: each package's tsconfig tells the resolver
    // its aliases (the web's `@/`); `@fanclub/contract/*` resolves through the workspace link.
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
  },
  {
    // Server layering, by what a file does: a file that registers routes is a route file,
    // and a route file keeps off the database (docs/ARCHITECTURE.md "Modules").
    files: [`${SERVER_SRC}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*-fixtures.ts', `${SERVER_SRC}/test/**`],
    plugins: { server: serverPlugin },
    rules: { 'server/route-files': 'error', 'server/no-db-in-routes': 'error' },
  },
];

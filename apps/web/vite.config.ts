// Vite build of the SPA; in development /api, /sanctum and /broadcasting go to the API server.
import { posix } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bootFetchScript } from './src/lib/boot-fetch';
import { precompress } from './precompress';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
// API_PROXY_TARGET points the dev/preview proxy at an API elsewhere (default: the local server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// What every first paint runs, whichever the page: React, the router, React Query, i18next,
// Mantine's core and the app's own session/API/i18n helpers. Left alone, rolldown cuts these
// into a dozen small chunks shared with the lazy screens; each file gzips on its own, so one
// chunk weighs ~5 KB gz less per visit and spares as many requests.
const SHELL_MODULES = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next)\//,
  /\/node_modules\/(@tanstack\/query-core|@tanstack\/react-query)\//,
  /\/node_modules\/@mantine\/core\/esm\/core\//,
  // The message catalogue's Japanese half only: English is a chunk of its own (lib/messages.ts).
  /\/packages\/contract\/src\/(messages-ja|group-messages-ja|codes|errors)\.ts$/,
  /\/apps\/web\/src\/lib\/(api-client|boot-fetch|auth|session|locale|i18n|messages|query-client|analytics)\.ts$/,
  // The Mantine pieces that both /signin and /home load anyway (the page loader, text, inputs,
  // alerts): a dozen files of 0.2-3 KB each, one request apiece on a phone's connection.
  /\/@mantine\/core\/esm\/components\/(Center|Loader|UnstyledButton|Transition|Text|Input|InputBase|CloseButton|Alert|Paper|ActionIcon|Group)\/[^/]+\.mjs$/,
  /\/@mantine\/core\/esm\/components\/Combobox\/(ComboboxChevron|get-parsed-combobox-data)\/[^/]+\.mjs$/,
  /\/@mantine\/core\/esm\/core\/utils\/random-id\/[^/]+\.mjs$/,
  /\/@mantine\/hooks\/esm\/use-(id|reduced-motion|uncontrolled)\/[^/]+\.mjs$/,
  /\/@tabler\/icons-react\/dist\/esm\/icons\/IconAlertCircle\.mjs$/,
];
const isShellModule = (id: string) =>
  SHELL_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));
// The library pieces of the member area's first screen (layout, menus, /home's cards, feed and
// pagination), which other member screens mostly share: one file instead of some forty of
// 0.1-5 KB. Lighthouse's phone profile pays a round trip per file, six at a time.
const MEMBER_UI_MODULES = [
  /\/@mantine\/core\/esm\/components\/(Avatar|Badge|Card|Grid|SimpleGrid|Table|ScrollArea|Pagination|Image|Burger|Indicator)\/[^/]+\.mjs$/,
  /\/@mantine\/core\/esm\/components\/Checkbox\/CheckIcon\.mjs$/,
  /\/@mantine\/notifications\/esm\/notifications\.store\.mjs$/,
  /\/@mantine\/hooks\/esm\/use-(disclosure|merged-ref)\/[^/]+\.mjs$/,
  /\/@floating-ui\//,
  /\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(ChevronDown|Gift|LayoutDashboard|UserPlus|UsersGroup|Coins|Calendar|Heart|MessageCircle|ThumbUp|ClipboardList|ChartBar|ChartPie|Mail|Checklist|Clock|Home|MoodSurprised|MoodSad|Article|CalendarEvent|Eye)\.mjs$/,
  // The app's small shared pieces /home loads (0.2-1.6 KB each) and the stylesheets of the
  // layout and /home (one CSS file instead of ten). Nothing with a side effect at load (the
  // realtime client, i18n-member's texts): every page that loads the chunk would run it.
  /\/apps\/web\/src\/lib\/(use-load-on-intent|format|profile-survey-status|after-paint)\.ts$/,
  /\/apps\/web\/src\/features\/offers\/api\/[^/]+\.ts$/,
  /\/apps\/web\/src\/features\/settings\/api\/get-avatar\.ts$/,
  /\/apps\/web\/src\/features\/surveys\/api\/surveys\.ts$/,
  /\/apps\/web\/src\/components\/admin-sections\.ts$/,
  /\/apps\/web\/src\/app\/layouts\/(user-menu(-button)?|notifications-host)\.tsx$/,
  /\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(Discount|MailFast|Tags)\.mjs$/,
  /\/apps\/web\/src\/features\/feed\/components\/(reaction-summary|post-stats|post-cover|reaction-icon|category-badges)\.tsx$/,
  /\/packages\/contract\/src\/japan-time\.ts$/,
  /\/@mantine\/core\/styles\/(Table|ScrollArea|Avatar|Grid|Image|Pagination|Burger|Indicator)\.layer\.css$/,
  /\/apps\/web\/src\/(app\/layouts\/member-layout|features\/feed\/components\/[^/]+)\.module\.css$/,
];
// What /signin loads beside the shell, and the other auth screens mostly share: the password
// and text inputs, the form alert, the form helpers (one file instead of a dozen). Not
// react-hook-form: the sign-in form does without it (use-light-form.ts).
const AUTH_UI_MODULES = [
  /\/@mantine\/core\/esm\/components\/(PasswordInput|TextInput|List|Divider)\/[^/]+\.mjs$/,
  /\/apps\/web\/src\/components\/(form-alert|password-input)\.tsx$/,
  /\/apps\/web\/src\/lib\/(form|i18n-auth)\.ts$/,
  /\/apps\/web\/src\/features\/auth\/api\/[^/]+\.ts$/,
  /\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(CircleCheck|Check)\.mjs$/,
];
const isAuthUiModule = (id: string) =>
  AUTH_UI_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));
const isMemberUiModule = (id: string) =>
  MEMBER_UI_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

// Left alone, a first visit to /signin downloads the shell, runs it, and only then asks for
// the route's chunks (layout, screen) and its texts (common, then auth: i18next waits for the
// first before the second): three round trips in a row before the first paint. An inline
// script in <head> adds <link rel="modulepreload"> for the chunks of the path being opened
// (and rel="preload" for their CSS, which the chunk still applies itself; both with
// crossorigin, as Vite's own loader asks for them, or the browser fetches them twice), in the stored
// language, so everything downloads beside the shell. Nothing else changes: the app still
// imports the same chunks in the same order.

/** Per path, the modules its router `lazy` and i18n.ts load (`{lang}`: the UI language). */
type CriticalRoutes = Record<string, string[]>;

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

const LANGUAGES = { ja: ['ja'], en: ['en', 'ja'] } as const; // en falls back to ja (i18n.ts)
/** Per language, what every path loads besides: the contract's English messages (the Japanese
 *  ones are in the shell; src/lib/messages.ts). */
const LANGUAGE_MODULES: Record<keyof typeof LANGUAGES, string[]> = {
  ja: [],
  en: ['../../packages/contract/src/messages-en.ts'],
};

function routePreload(root: string, routes: CriticalRoutes): Plugin {
  return {
    name: 'fanclub-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is Chunk & typeof c => c.type === 'chunk',
        );
        const byModule = new Map(
          chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]),
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // The entry's own static imports are already modulepreloaded by Vite.
        const entry = chunks.find((c) => c.fileName === ctx.chunk?.fileName);
        const have = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (have.has(file) || into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
        };
        if (entry) walk(entry.fileName, have);
        const files = (modules: string[]) => {
          const js = new Set<string>();
          for (const id of modules) {
            const module = posix.normalize(`${root}/${id}`);
            // A module that shares its chunk (the English messages) has no facade there.
            const chunk = byModule.get(module) ?? chunks.find((c) => c.moduleIds?.includes(module));
            if (!chunk) throw new Error(`route preload: ${id} is not a chunk of its own`);
            walk(chunk.fileName, js);
          }
          const css = [...js].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { js: [...js].map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
        };
        const table: Record<string, Record<string, { js: string[]; css: string[] }>> = {};
        for (const [path, modules] of Object.entries(routes)) {
          table[path] = {};
          for (const [lang, languages] of Object.entries(LANGUAGES)) {
            table[path][lang] = files([
              ...modules.flatMap((m) =>
                m.includes('{lang}') ? languages.map((l) => m.replace('{lang}', l)) : [m],
              ),
              ...LANGUAGE_MODULES[lang as keyof typeof LANGUAGES],
            ]);
          }
        }
        const script =
          `(function(){var t=${JSON.stringify(table)}[location.pathname];if(!t)return;` +
          `var l;try{l=localStorage.getItem('locale')}catch(e){}var f=t[l]||t.ja;` +
          `function a(r,h,s){var e=document.createElement('link');` +
          `e.rel=r;e.href=h;if(s)e.as=s;e.crossOrigin='';document.head.appendChild(e)}` +
          `f.js.forEach(function(h){a('modulepreload',h)});f.css.forEach(function(h){a('preload',h,'style')})})()`;
        // Right after <meta charset>, before the stylesheet (an inline script after one waits for
        // it), so it reads the stored language itself, as index.html's own script does.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('route preload: no <meta charset> to follow');
        // The first screen's GETs (src/lib/boot-fetch.ts) start here too, beside the shell.
        return html.replace(
          charset,
          `${charset}\n    <script>${script}</script>\n    <script>${bootFetchScript()}</script>`,
        );
      },
    },
  };
}

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/sanctum': { target: apiTarget, changeOrigin: false },
  '/broadcasting': { target: apiTarget, changeOrigin: false, ws: true },
};

export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    // The first screens' chunks and texts, fetched beside the shell rather than after it
    // (scripts/bundle-budget.mjs sizes the same modules).
    routePreload(here('.').replace(/\/$/, ''), {
      '/signin': [
        'src/app/layouts/auth-layout.tsx',
        'src/features/auth/routes/sign-in.tsx',
        'src/locales/{lang}/common.json',
        'src/locales/{lang}/auth.json',
      ],
      '/home': [
        'src/app/layouts/member-layout.tsx',
        'src/app/routes/member-home.tsx',
        'src/app/routes/member-home-data.ts',
        'src/locales/{lang}/common.json',
        'src/locales/{lang}/member.json',
        'src/locales/{lang}/surveys.json',
        'src/locales/{lang}/offers.json',
      ],
    }),
    // .gz (Zopfli) and .br (brotli 11) beside each asset, served as they are (precompress.ts);
    // gzip 6 and brotli 5 on npm start's first build.
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: here('./src/') },
      // react-i18next and tiptap import the shim, which on React 19 only hands back React's own
      // useSyncExternalStore; with-selector (recharts) keeps its own code.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: here('./src/lib/sync-external-store.ts'),
      },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    // npm start's first build skips gzipping every chunk for the size table (two seconds).
    reportCompressedSize: process.env.PRECOMPRESS !== 'fast',
    // Read by scripts/bundle-budget.mjs to size what a first visit loads.
    manifest: true,
    // No polyfill for <link rel="modulepreload">: a browser without it (Safari before 17) loads
    // the same modules, only without the head start.
    modulePreload: { polyfill: false },
    // The shell is one chunk on purpose (see SHELL_MODULES); scripts/bundle-budget.mjs sizes it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: isShellModule, priority: 2 },
            { name: 'member-ui', test: isMemberUiModule, priority: 1 },
            { name: 'auth-ui', test: isAuthUiModule, priority: 1 },
          ],
        },
      },
    },
  },
});

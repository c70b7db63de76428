import { fileURLToPath, URL } from 'node:url';
import path from 'node:path';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { Loader } from './src/app/route-table.ts';
import { LATER_ASSETS_ATTRIBUTE, ROUTE_PRELOAD_ATTRIBUTE } from './src/lib/page-markers.ts';
import { themeBootScript } from './src/lib/themes.ts';
import { preactAliases } from './preact-aliases.ts';

// `npm run dev`: Vite serves the SPA with HMR and forwards the Supabase API paths to the local stack.
const stackUrl = process.env.STACK_URL ?? 'http://127.0.0.1:54321';
const proxyToStack = { target: stackUrl, changeOrigin: true };

/** Inlines the theme boot script into index.html, so the palettes are defined only in themes.ts. */
function themeBoot(): Plugin {
  return {
    name: 'comanda-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript(), injectTo: 'head' }],
  };
}

/** The module a route loader imports: `() => import('@/features/x').then(…)` → src/features/x. */
function loaderModule(loader: Loader, root: string): string {
  const specifier = /\((['"`])(@\/[^'"`]+)\1\)/.exec(loader.toString())?.[2];
  if (!specifier?.startsWith('@/')) throw new Error(`route-table: cannot read ${loader}`);
  return path.resolve(root, 'src', specifier.slice(2));
}

/** The chunk files a dynamic import of `module` loads beyond the page's entry (named in `html`). */
function chunkClosure(bundle: Rollup.OutputBundle, module: string, html: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const isModule = (id: string | null) =>
    ['.tsx', '.ts'].some((extension) => id === module + extension);
  // A route module shared with another page may sit inside a common chunk instead of its own.
  const start =
    chunks.find((c) => isModule(c.facadeModuleId)) ??
    chunks.find((c) => c.moduleIds.some((id) => isModule(id)));
  if (!start) throw new Error(`route-table: no chunk for ${module}`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (from: Rollup.OutputChunk, files = new Set<string>()) => {
    if (files.has(from.fileName)) return files;
    files.add(from.fileName);
    for (const file of from.imports) closure(byFile.get(file)!, files);
    return files;
  };
  // What the entry imports statically is already preloaded by Vite's own tags.
  const entry = new Set(
    chunks.filter((c) => c.isEntry && html.includes(c.fileName)).flatMap((c) => [...closure(c)]),
  );
  return [...closure(start)].filter((file) => !entry.has(file));
}

/**
 * In a build, index.html gets a tiny script that adds <link rel="modulepreload"> for the route
 * modules of the page being opened (the route table, src/app/route-table.ts): they download with
 * the entry instead of one round trip after it.
 */
function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'comanda-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // Loaded here rather than imported by this file: bundling the config would try to resolve the
    // table's page imports (the app's '@/' paths) and warn about each.
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, path: page }) {
        // The app's page only: the login page (login.html) is a page of its own.
        if (!bundle || page !== '/index.html') return [];
        const { pathRegExp, preloadTable } = (await tsImport(
          './src/app/route-table.ts',
          import.meta.url,
        )) as typeof import('./src/app/route-table.ts');
        const table = preloadTable().map(({ path: pattern, loaders }) => [
          pathRegExp(pattern).source,
          [
            ...new Set(
              loaders.flatMap((loader) => chunkClosure(bundle, loaderModule(loader, root), html)),
            ),
          ].map((file) => base + file),
        ]);
        // The chunks no route table entry names (what pages load later: a dialog, a chart, a map) are
        // listed too, inert: the installed panel's service worker (public/sw.js) keeps every asset the
        // page names, so that they open offline as well.
        const named = new Set(table.flatMap(([, files]) => files as string[]));
        const later = Object.keys(bundle)
          .filter(
            (file) =>
              /\.(js|css)$/.test(file) && !named.has(base + file) && !html.includes(base + file),
          )
          .map((file) => base + file)
          .sort();
        const script = `(function(t,p){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});return}})(${JSON.stringify(table)},location.pathname)`;
        return [
          {
            tag: 'script',
            attrs: { [ROUTE_PRELOAD_ATTRIBUTE]: true },
            children: script,
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', [LATER_ASSETS_ATTRIBUTE]: true },
            children: JSON.stringify(later),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/**
 * /login is a page of its own, outside the app (login.html, src/login): the dev and preview servers
 * serve it for /login as the local stack does (supabase/local/static.ts).
 */
function loginPage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && /^\/login\/?(\?|$)/.test(req.url)) {
      req.url = req.url.replace(/^\/login\/?/, '/login.html');
    }
    next();
  };
  return {
    name: 'comanda-login-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * After the browser's build, the storefront's server renderer (src/app/storefront-ssr.tsx) is built
 * into `<outDir>-ssr/storefront-ssr.js`, one self-contained file the local stack loads to serve /client
 * with the menu already drawn (supabase/local/storefront-render.ts).
 */
function storefrontSsr(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'comanda-storefront-ssr',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: 'warn',
        publicDir: false,
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/storefront-ssr.tsx',
          outDir: `${outDir}-ssr`,
          emptyOutDir: true,
          // One file with its exports (the browser build's chunking is for the browser).
          rolldownOptions: {
            preserveEntrySignatures: 'exports-only',
            onwarn: quietDirectives,
            output: { codeSplitting: false },
          },
        },
      });
    },
  };
}

/**
 * TanStack Query's modules open with "use client", a directive for React Server Components that a
 * client bundle has no use for: the bundler's warning about each is noise (@vitejs/plugin-react
 * silenced it before the app moved to Preact). Every other warning is printed.
 */
function quietDirectives(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
}

export default defineConfig({
  plugins: [themeBoot(), routePreload(), storefrontSsr(), loginPage()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  build: {
    rolldownOptions: {
      // The app, and the login page outside it (src/login).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      preserveEntrySignatures: false,
      onwarn: quietDirectives,
      output: {
        codeSplitting: {
          // No 'icons' group: one chunk of every icon the app uses made each page download all of
          // them (11 KB gzip); each icon now goes with the pages that draw it (docs/performance.md).
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
          // The data layer's row guards are read by nearly every page: one shared chunk, rather
          // than a copy inlined into each page's (about 1 KB gzip each).
          groups: [{ name: 'guard', test: /src[\\/]data[\\/](guard|parse)\.ts$/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest/': proxyToStack,
      '/auth/': proxyToStack,
      '/storage/': proxyToStack,
      '/realtime/': { ...proxyToStack, ws: true },
    },
  },
});

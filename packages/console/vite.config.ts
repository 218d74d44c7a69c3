import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The console calls the back-end at VITE_API_BASE_URL (default `/api`); the dev and preview servers proxy `/api`
// to API_TARGET (default: the mock on 127.0.0.1:4010). Point at a real back-end with API_TARGET=https://… npm start.
const target = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': { target, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
};

/**
 * A qiankun portal fetches index.html and runs its scripts in a sandbox, where an ES module cannot run. So the built
 * page's module script is marked `ignore` (qiankun skips it; a browser opening the page alone runs it as ever), and a
 * last, classic script gives qiankun the lifecycles on `window['site-console']`. Under a portal (its sandbox sets
 * __POWERED_BY_QIANKUN__ and the console's public path), that script imports the entry module from the console's own
 * address and waits for the lifecycles it hands over (src/main.tsx, src/app/micro.tsx). Opened alone — also in an
 * iframe, or with the flag on the page's own window — the browser runs it as a script element of the page
 * (document.currentScript is set, never so in qiankun's eval) and it does nothing: the module draws the page.
 */
export function microFrontendEntry(name = 'site-console'): Plugin {
  return {
    name: 'site-micro-frontend-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!tag) throw new Error('microFrontendEntry: 找不到入口模块脚本');
        const src = tag[1] as string;
        const lifecycles = `(function (w) {
  if (!w.__POWERED_BY_QIANKUN__ || document.currentScript) return;
  var real = document.defaultView || w;
  var host = (real.__SITE_CONSOLE_HOST__ = real.__SITE_CONSOLE_HOST__ || {});
  var base = w.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ || document.baseURI;
  var loading;
  var load = function () {
    if (host.lifecycles) return Promise.resolve(host.lifecycles);
    return (loading = loading || import(new URL(${JSON.stringify(src)}, base).href).then(function () { return host.lifecycles; }));
  };
  var call = function (hook) { return function (props) { return load().then(function (l) { return l[hook](props); }); }; };
  w[${JSON.stringify(name)}] = { bootstrap: call('bootstrap'), mount: call('mount'), unmount: call('unmount') };
})(window);`;
        return html
          .replace(tag[0], tag[0].replace('<script type="module"', '<script type="module" ignore'))
          .replace('</body>', `  <script>${lifecycles}</script>\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  // Relative asset addresses: the console works from any path, and inside a portal its lazy chunks and their styles
  // load from the console's own address, not the portal's.
  base: './',
  plugins: [react(), tailwindcss(), microFrontendEntry()],
  resolve: {
    alias: {
      // The SDK's source: no build step in development; the published package is built with tsup.
      '@site/sdk/operations': fileURLToPath(new URL('../sdk/src/operations.ts', import.meta.url)),
      // The generated TanStack Query options, one module per area (@site/sdk/query/<area>).
      '@site/sdk/query': fileURLToPath(new URL('../sdk/src/generated/query', import.meta.url)),
      '@site/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', proxy, strictPort: true },
  preview: { host: '127.0.0.1', proxy, strictPort: true },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 900 },
});

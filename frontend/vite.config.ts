/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { BRAND_VARIABLES, readBrand } from './build/brand.ts';
import { firstPaintScript, WEB_VITALS_ENTRY } from './build/first-paint-plugin.ts';
import { prerenderSite } from './build/prerender-plugin.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), firstPaintScript(), prerenderSite()],
  // The brand reaches the bundles checked, as one literal (build/brand.ts); nothing else of the environment does (Vite's default would pass VITE_*).
  define: { __BRAND__: JSON.stringify(readBrand(loadEnv(mode, import.meta.dirname, [...BRAND_VARIABLES]))) },
  envPrefix: [...BRAND_VARIABLES],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Read by bench/bundle and the budget check: which chunks each entry pulls in.
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The Web Vitals module, an entry of its own: the first-paint script loads it without React (build/first-paint-plugin.ts).
    rollupOptions: { input: { index: 'index.html', 'web-vitals': WEB_VITALS_ENTRY } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));

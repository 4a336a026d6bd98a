/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintScript } from './build/first-paint-plugin.ts';
import { prerenderSite } from './build/prerender-plugin.ts';

/** The brand values (.env.example) and the app-link identities, read at build time; nothing else from the environment reaches the browser. */
const BRAND_VARIABLES = [
  'PRODUCT_NAME',
  'PUBLIC_SITE_URL',
  'APP_STORE_URL',
  'PLAY_STORE_URL',
  'APPLE_PROVIDER_TOKEN',
  'APP_DEEP_LINK',
  'SUPPORT_EMAIL',
  'INFLUENCER_PROFILE_URL',
  'NEWS_PRESS_URL',
  'APPLE_APP_ID',
  'ANDROID_PACKAGE_NAME',
  'ANDROID_SHA256_CERT_FINGERPRINTS',
];

export default defineConfig({
  plugins: [react(), firstPaintScript(), prerenderSite()],
  envPrefix: BRAND_VARIABLES,
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Read by bench/bundle and the budget check: which chunks each entry pulls in.
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
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
});

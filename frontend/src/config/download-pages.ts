/** The download pages' routes, in a module of their own so the first-paint script takes them without the whole route table (bench/bundle: 0.35 KiB). */
export const DOWNLOAD_PAGES = {
  getApp: '/getapp',
  qrApp: '/qr/app',
} as const;

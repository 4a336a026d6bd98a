/** Google's Core Web Vitals and two loading ones, named as the web-vitals library names them (docs/analytics.md, "Speed"). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** Google's bands (https://web.dev/articles/vitals): good up to `good`, poor above `poor`, needs improvement between; CLS unitless, the others in ms. */
export const WEB_VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<WebVital, { good: number; poor: number }>;

/** Above these a measure is broken or forged: the API refuses it (a page hidden after a minute reports what it measured by then). */
export const WEB_VITAL_MAX = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 } as const satisfies Record<WebVital, number>;

/** `navigator.connection.effectiveType` (Network Information API; Chromium only). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

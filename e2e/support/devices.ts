/** The phones the suite plays: user agents the site treats as iOS and Android (docs/product.md, "Shared frame"). */
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A phone of `userAgent`, held upright, with a touch screen: for `test.use` or `browser.newContext`. */
export function phoneContext(userAgent: string) {
  return { userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
}

/** A desktop browser as visitors have it (Playwright's own headless user agent reads as a bot). */
export const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';

const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', effective: 'March 28, 2025', statement: /Contact data is hashed/ },
  { path: '/terms-of-service', title: 'Terms of Service', effective: 'June 7, 2025', statement: /All crew members are equal: there are no moderators/ },
  { path: '/community-guidelines', title: 'Community Guidelines', effective: 'January 26, 2025', statement: /Block a member/ },
  { path: '/SMS-consent-policy', title: 'SMS Consent Policy', effective: 'June 7, 2025', statement: /Reply STOP to any message from us to opt out/ },
];

for (const legal of LEGAL_PAGES) {
  test.describe(`${legal.path}`, () => {
    test(`shows the ${legal.title} with its effective date ${legal.effective}`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(new RegExp(legal.title));
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page.getByText(`Effective date: ${legal.effective}`)).toBeVisible();
      await expect(page.getByText(legal.statement).first()).toBeVisible();
    });

    test('jumps to a section from its table of contents', async ({ page }) => {
      await page.goto(legal.path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const last = toc.getByRole('link').last();
      const target = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });

    test('has no serious accessibility violations, on a desktop and on a 320px phone', async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectFitsNarrowPhone(page);
    });
  });
}

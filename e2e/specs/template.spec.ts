import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';

const TEMPLATE_PAGES = ['/resources', '/pricing', '/blog'];

test.describe('the template pages', () => {
  test('have their own nav (Resources, Pricing, Blog) and Get Started button instead of the Lineup header and footer', async ({ page }) => {
    await page.goto('/resources');
    const nav = page.getByRole('navigation', { name: 'Stratus' });
    await expect(nav.getByRole('link')).toHaveText(['Resources', 'Pricing', 'Blog']);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lineup home' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('prices Starter at $49, Professional at $99 (highlighted) and Enterprise as Custom', async ({ page }) => {
    await page.goto('/pricing');
    const plan = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(plan('Starter')).toContainText('$49');
    await expect(plan('Professional')).toContainText('$99');
    await expect(plan('Professional')).toContainText('Most popular');
    await expect(plan('Enterprise')).toContainText('Custom');
  });

  test('lists four blog posts with category, author and date', async ({ page }) => {
    await page.goto('/blog');
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(4);
    for (const post of await posts.all()) {
      await expect(post.getByText(/^By .+ · \w{3} \d{1,2}, 2025$/)).toBeVisible();
    }
  });

  for (const path of TEMPLATE_PAGES) {
    test(`${path} has no serious accessibility violations, on a desktop and on a 320px phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectFitsNarrowPhone(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

import { expect, test } from '../support/fixtures';

test.describe('API documentation at /api/docs', () => {
  test('renders the OpenAPI description under its Content-Security-Policy, with no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /Lineup website API/ })).toBeVisible();
    await expect(page.getByText('/api/admin/session').first()).toBeVisible();
    // The admin routes name the session cookie as their security scheme.
    await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

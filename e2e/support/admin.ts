import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expect } from './fixtures';

/** The admin pages as an operator meets them: the password gate, then a dashboard with its menu and Log out. */
export class AdminPage {
  readonly password: Locator;
  readonly logOutButton: Locator;
  readonly menu: Locator;
  readonly sessionExpired: Locator;

  constructor(private readonly page: Page) {
    this.password = page.getByLabel('Admin password');
    this.logOutButton = page.getByRole('button', { name: 'Log out' });
    this.menu = page.getByRole('navigation', { name: 'Admin pages' });
    this.sessionExpired = page.getByText('Session expired. Please log in again.');
  }

  async logIn(password: string) {
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Unlock dashboard' }).click();
  }
}

/** Opens an admin page and logs in through its gate; returns once the dashboard is unlocked. */
export async function openUnlocked(page: Page, path: string): Promise<AdminPage> {
  await page.goto(path);
  const admin = new AdminPage(page);
  await admin.logIn(E2E_ADMIN_PASSWORD);
  await expect(admin.logOutButton).toBeVisible();
  return admin;
}

/**
 * The row of `handle` in a stats table: its cells are visitors, page views, App Store taps, Google
 * Play taps, bot calls, the conversion rate and the visitor conversion.
 */
export function statsRow(page: Page, tableName: string, handle: string): Locator {
  return page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: handle, exact: true }) });
}

/**
 * A row's Installs and Installs per 100 visitors without installs of its own: "—" until a store
 * reported a day of the range, 0 after; installs.spec imports files on the same stack at any time.
 */
export const NO_INSTALLS_CELLS = [/^(—|0)$/, /^(—|0\.0)$/];

/** The count cells of a stats row, without the cell of its row actions (Share). */
export function countCells(row: Locator): Locator {
  return row.getByRole('cell').filter({ hasNot: row.page().getByRole('button') });
}

/** Clicks `trigger` and returns the file the browser downloads: its suggested name and its bytes. */
export async function downloadFrom(trigger: Locator): Promise<{ name: string; content: Buffer }> {
  const download = trigger.page().waitForEvent('download');
  await trigger.click();
  const file = await download;
  return { name: file.suggestedFilename(), content: await readFile(await file.path()) };
}

/** Logs `request` in to the admin API: its later calls carry the session cookie. */
export async function logInToApi(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/admin/session', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.status()).toBe(204);
}

import { devices, type Locator, type Page } from '@playwright/test';
import { AdminPage, logInToApi } from '../support/admin';
import { uniqueEmail } from '../support/beta-signup';
import { E2E_ADMIN_PASSWORD, expect, test } from '../support/fixtures';
import { holdAppScripts, openPainted } from '../support/held-scripts';
import { SupportForm } from '../support/support-request';

// docs/first-paint.md, "What a visitor put in a field": every form keeps the values its fields hold
// when React takes over, however they got there, and sends exactly them. Each field here is set as
// the browser's autofill or a paste sets it (`fill`: one input event with the whole value), before
// React has hydrated the page, and the visitor does nothing else but send.

/** A phone's descriptor without its browser: the suite's own Chromium, as a descriptor's defaultBrowserType would ask for a worker of its own. */
function phone({ defaultBrowserType: _browser, ...descriptor }: (typeof devices)[string]) {
  return descriptor;
}

const PROFILES = {
  'a desktop': { use: {}, cpuSlowdown: 1 },
  'a phone with its CPU slowed 4x': { use: phone(devices['Pixel 7']), cpuSlowdown: 4 },
} as const;

/**
 * When the fields are filled and the form sent. Held: the app's JavaScript is held back while the
 * fields are filled, then the visitor sends once React has taken over, or sends before (the submit
 * is then held by the first-paint script). Racing: nothing is held, the fields are filled as soon
 * as the page has painted, while React loads and hydrates, and sent once it has.
 */
const WHEN = ['after React has taken over', 'before React has arrived', 'while React arrives'] as const;
type When = (typeof WHEN)[number];

/** A tap on a touch screen, a click elsewhere. */
async function press(target: Locator) {
  if (await target.page().evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/**
 * Opens `path`, fills its fields with `fill` and presses `submit` as `when` says. Filling a field
 * is the visitor's first input, which asks for React (docs/first-paint.md, "Loading React").
 */
async function fillThenSend(page: Page, path: string, when: When, fill: () => Promise<void>, submit: Locator) {
  const hydrated = page.locator('html[data-hydrated]');
  if (when === 'while React arrives') {
    await page.goto(path, { waitUntil: 'commit' });
    await fill();
    // Observed, not brought about: the visitor reads their form over while React arrives, then sends it.
    await hydrated.waitFor({ state: 'attached' });
    await press(submit);
    return;
  }
  const scripts = await holdAppScripts(page);
  await openPainted(page, path);
  await fill();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  if (when === 'before React has arrived') {
    await press(submit);
    await expect(page.locator('html')).toHaveAttribute('data-action-held');
    scripts.release();
  } else {
    scripts.release();
    await hydrated.waitFor({ state: 'attached' });
    await press(submit);
  }
}

/** What the form posted to `api` while `act` ran, and the API's status. */
async function posted(page: Page, api: string, act: () => Promise<void>) {
  const sent = page.waitForRequest((request) => request.url().endsWith(api) && request.method() === 'POST');
  await act();
  const request = await sent;
  return { body: request.postDataJSON() as Record<string, string>, status: (await request.response())?.status() };
}

for (const [profile, { use, cpuSlowdown }] of Object.entries(PROFILES)) {
  test.describe(`fields filled before React has hydrated the page, on ${profile}`, () => {
    test.use(use);
    test.beforeEach(async ({ page }) => {
      test.slow(cpuSlowdown > 1);
      if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    });

    for (const when of WHEN) {
      test(`the support form sends what the browser filled in, sent ${when}, and the request is stored as sent`, async ({ page, request }) => {
        const form = new SupportForm(page);
        const typed = {
          name: 'Kelly Waters',
          email: `kelly.${Date.now()}@example.com`,
          subject: `Autofilled ${when} ${Date.now()}`,
          category: 'forecasts',
          priority: 'high',
          description: 'Filled by the browser before the page had its script.',
        };
        const { body, status } = await posted(page, '/api/support', () =>
          fillThenSend(
            page,
            '/support',
            when,
            async () => {
              await form.name.fill(typed.name);
              await form.email.fill(typed.email);
              await form.subject.fill(typed.subject);
              await form.category.selectOption(typed.category);
              await form.priority.selectOption(typed.priority);
              await form.description.fill(typed.description);
            },
            form.submit,
          ),
        );
        expect(body).toEqual(typed);
        expect(status).toBe(201);
        await expect(page.getByText('Support request submitted!', { exact: true })).toBeVisible();

        await logInToApi(request);
        const stored = (await (await request.get('/api/admin/support-requests')).json()) as { items: Record<string, string>[] };
        expect(stored.items.find((item) => item.subject === typed.subject)).toMatchObject(typed);
      });

      test(`the support form keeps what was filled in while React takes over, sent ${when}: it names only the field left empty`, async ({ page }) => {
        const form = new SupportForm(page);
        await fillThenSend(
          page,
          '/support',
          when,
          async () => {
            await form.name.fill('Kelly Waters');
            await form.email.fill('kelly@example.com');
          },
          form.submit,
        );
        await expect(page.getByText('Subject is required.')).toBeVisible();
        await expect(page.getByText('Name is required.')).toBeHidden();
        await expect(page.getByText('Email is required.')).toBeHidden();
        await expect(form.name).toHaveValue('Kelly Waters');
        await expect(form.email).toHaveValue('kelly@example.com');
      });

      for (const [path, index] of [
        ['/', 0],
        ['/', 1],
        ['/old_home', 0],
      ] as const) {
        test(`the beta signup ${index + 1} of ${path} sends the address the browser filled in, sent ${when}, and stores it`, async ({ page, request }) => {
          const address = uniqueEmail('autofill');
          const email = page.getByRole('textbox', { name: 'Email address' }).nth(index);
          const submit = page.getByRole('button', { name: 'Join the Beta' }).nth(index);
          const { body, status } = await posted(page, '/api/beta-signup', () => fillThenSend(page, path, when, () => email.fill(address), submit));
          expect(body).toEqual({ email: address });
          expect(status).toBe(201);
          await expect(page.getByRole('dialog', { name: "You're on the list!" })).toBeVisible();
          // Stored: the same address again is refused as already signed up.
          expect((await request.post('/api/beta-signup', { data: { email: address } })).status()).toBe(409);
        });
      }
    }

    test('the admin login sends the password the browser filled in as soon as the form appears, and unlocks', async ({ page }) => {
      // The prerendered admin page asks nothing: its form appears once React has checked the session.
      await page.goto('/admin/support-requests', { waitUntil: 'commit' });
      const admin = new AdminPage(page);
      await admin.password.fill(E2E_ADMIN_PASSWORD);
      const { body, status } = await posted(page, '/api/admin/session', () => press(page.getByRole('button', { name: 'Unlock dashboard' })));
      expect(body).toEqual({ password: E2E_ADMIN_PASSWORD });
      expect(status).toBe(204);
      await expect(admin.logOutButton).toBeVisible();
    });
  });
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstallImport, InstallPreview } from '../../../lib/api-types';
import { INSTALL_FILE_MAX_BYTES } from '../../../lib/contract';
import { renderRoute } from '../../../test/render';
import { LOGGED_IN, setUpAdminPageTests, stubAdminApi } from '../test/admin-server';

setUpAdminPageTests();

const IMPORTS = 'GET /api/admin/installs/imports';
const POST = 'POST /api/admin/installs/imports';

const APPLE_IMPORT: InstallImport = {
  id: 7,
  fileName: 'apple.txt.gz',
  size: 48213,
  sha256: 'ab'.repeat(32),
  store: 'app-store',
  app: '6740000000',
  firstDay: '2025-11-01',
  lastDay: '2025-11-24',
  days: 24,
  rows: 1890,
  installs: 412,
  importedAt: '2025-11-25T09:00:00.000Z',
};

const APPLE_PREVIEW: InstallPreview = {
  fileName: 'apple.txt.gz',
  size: 48213,
  sha256: APPLE_IMPORT.sha256,
  store: 'app-store',
  app: '6740000000',
  firstDay: '2025-11-01',
  lastDay: '2025-11-24',
  days: 24,
  rows: 1890,
  installs: 412,
  attributedInstalls: 380,
  influencers: 41,
  unattributed: [
    { value: '', installs: 20, influencers: [] },
    { value: 'influencer:xxxxxxxxxxxxxxxxxxxxxxx~1abc', installs: 9, influencers: ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxan', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxc0'] },
    { value: 'newsletter', installs: 3, influencers: [] },
  ],
  imported: null,
};

const REFUSED = { status: 400, body: { statusCode: 400, error: 'Line 3 cannot be read: no count in "many"', code: 'INSTALL_ROW_UNREADABLE' } };

/** Its name is its content too: jsdom's File reaches the stubbed fetch as a Blob named "blob". */
const fileOf = (name: string) => new File([name], name);

/** The multipart body's file (by its content) and whether the call is a preview. */
async function sent(request: Request): Promise<{ name: string | undefined; dryRun: boolean }> {
  const file = (await request.clone().formData()).get('file');
  return { name: typeof file === 'object' && file !== null ? await file.text() : undefined, dryRun: new URL(request.url).searchParams.get('dryRun') === 'true' };
}

describe('InstallsPage', () => {
  it('previews each file dropped or chosen before storing anything, then applies one and lists it', async () => {
    let imports: InstallImport[] = [];
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [IMPORTS]: () => ({ body: imports }),
      [POST]: async (request) => {
        const { name, dryRun } = await sent(request);
        if (name === 'bad.csv') return REFUSED;
        if (dryRun) return { body: APPLE_PREVIEW };
        imports = [APPLE_IMPORT];
        return { status: 201, body: { ...APPLE_PREVIEW, imported: APPLE_IMPORT } };
      },
    });
    renderRoute('/admin/installs');
    expect(await screen.findByText('No imports yet. Drop a store’s file above.')).toBeInTheDocument();
    await userEvent.upload(await screen.findByLabelText('Store files'), [fileOf('apple.txt.gz'), fileOf('bad.csv')]);

    const card = await screen.findByRole('article', { name: 'apple.txt.gz' });
    await within(card).findByText('App Store');
    expect(card).toHaveTextContent('Nov 1 to Nov 24 (24 days)');
    expect(card).toHaveTextContent('1,890');
    expect(card).toHaveTextContent('380 to 41 handles');
    const unattributed = within(card).getByRole('table', { name: 'Unattributed installs of apple.txt.gz' });
    expect(
      within(unattributed)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'No campaign',
      'influencer:xxxxxxxxxxxxxxxxxxxxxxx~1abcShared by xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxan and xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxc0: credited to neither',
      'newsletter',
    ]);
    expect(await within(await screen.findByRole('article', { name: 'bad.csv' })).findByRole('alert')).toHaveTextContent('Line 3 cannot be read: no count in "many"');
    expect(await Promise.all(api.calls(POST).map(sent))).toEqual([
      { name: 'apple.txt.gz', dryRun: true },
      { name: 'bad.csv', dryRun: true },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await within(card).findByText('Applied')).toBeInTheDocument();
    expect(await sent(api.calls(POST)[2])).toEqual({ name: 'apple.txt.gz', dryRun: false });
    const table = await screen.findByRole('table', { name: 'Imports' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('apple.txt.gz');
    expect(row).toHaveTextContent('App Store');
    expect(row).toHaveTextContent('412');
    expect(row).toHaveTextContent('47.1 KiB');
  });

  it('offers no apply for a file imported before, and refuses a file over the limit without sending it', async () => {
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, [IMPORTS]: { body: [APPLE_IMPORT] }, [POST]: { body: { ...APPLE_PREVIEW, imported: APPLE_IMPORT } } });
    renderRoute('/admin/installs');
    const huge = fileOf('huge.txt.gz');
    Object.defineProperty(huge, 'size', { value: INSTALL_FILE_MAX_BYTES + 1 });
    await userEvent.upload(await screen.findByLabelText('Store files'), [fileOf('apple.txt.gz'), huge]);
    const card = await screen.findByRole('article', { name: 'apple.txt.gz' });
    expect(await within(card).findByText(/This very file was imported on/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'huge.txt.gz' })).getByRole('alert')).toHaveTextContent('over 64 MiB');
    expect((await Promise.all(api.calls(POST).map(sent))).map(({ name }) => name)).toEqual(['apple.txt.gz']);
  });

  it('removes an import only once confirmed, then reads the list again', async () => {
    let imports = [APPLE_IMPORT];
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [IMPORTS]: () => ({ body: imports }),
      'DELETE /api/admin/installs/imports/7': () => {
        imports = [];
        return { status: 204 };
      },
    });
    renderRoute('/admin/installs');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the import of apple.txt.gz' }));
    expect(api.calls('DELETE /api/admin/installs/imports/7')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: remove the import of apple.txt.gz' }));
    await waitFor(() => expect(screen.getByText('No imports yet. Drop a store’s file above.')).toBeInTheDocument());
    expect(api.calls('DELETE /api/admin/installs/imports/7')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Installs' })).toHaveAttribute('href', '/admin/installs');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { Toaster } from '../../../components/toast/Toaster';
import type { SupportMail, SupportPriority, SupportRequest, SupportRequestPage, UpdateSupportRequest } from '../../../lib/api-types';
import { renderWithProviders } from '../../../test/render';
import { SupportRequestsPage } from './SupportRequestsPage';
import { LOGGED_IN, setUpAdminPageTests, stubAdminApi, readBlob } from '../test/admin-server';
import { LIST_PAGE_SIZE_MAX } from '../../../lib/contract';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';

setUpAdminPageTests();

const HOUR_MS = 60 * 60 * 1000;

const mail = (kind: SupportMail['kind'], fields: Partial<SupportMail> = {}): SupportMail => ({
  kind,
  status: 'sent',
  skipReason: null,
  attempts: 1,
  lastAttemptAt: '2025-08-02T10:00:05Z',
  sentAt: '2025-08-02T10:00:05Z',
  lastError: null,
  ...fields,
});

const request = (id: string, subject: string, createdAt: string, priority: SupportPriority, fields: Partial<SupportRequest> = {}): SupportRequest => ({
  id,
  name: 'Kelly Waters',
  email: 'kelly@example.com',
  subject,
  category: 'forecasts',
  priority,
  description: `${subject}: the whole story,\nover two lines.`,
  createdAt,
  status: 'open',
  statusChangedAt: null,
  statusChangedBy: null,
  answerDueAt: new Date(Date.parse(createdAt) + 48 * HOUR_MS).toISOString(),
  overdue: false,
  mails: [mail('team'), mail('receipt')],
  ...fields,
});

const pageOf = (items: SupportRequest[]): SupportRequestPage => ({ items, total: items.length, page: 1, pageSize: 25 });

const LIST = 'GET /api/admin/support-requests';

/** The page with the site's toasts, and the URL's query shown so a test can read it. */
function renderPage(path = '/admin/support-requests') {
  function Query() {
    return <output aria-label="URL query">{useLocation().search}</output>;
  }
  return renderWithProviders(
    <>
      <SupportRequestsPage />
      <Query />
      <Toaster />
    </>,
    { path },
  );
}

const rowsOf = async () =>
  within(await screen.findByRole('table', { name: 'Support requests' }))
    .getAllByRole('row')
    .slice(1);
const queryOf = (sent: Request) => Object.fromEntries(new URL(sent.url).searchParams);

describe('SupportRequestsPage', () => {
  it('lists requests newest first with category, priority, status and both mails, and opens one in full', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: {
        body: pageOf([
          request('a', 'Older one', '2025-08-01T10:00:00Z', 'low', {
            mails: [mail('team'), mail('receipt', { status: 'skipped', skipReason: 'receipt-limit', attempts: 0, sentAt: null, lastAttemptAt: null })],
          }),
          request('b', 'Newer one', '2025-08-02T10:00:00Z', 'urgent', { status: 'answered', statusChangedAt: '2025-08-02T12:00:00Z', statusChangedBy: 'admin session 3fa2c1d9' }),
        ]),
      },
    });
    renderPage();
    const rows = await rowsOf();
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].firstChild?.textContent)).toEqual(['Newer one', 'Older one']);
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('Forecast Accuracy');
    expect(within(rows[0]).getByText('Urgent')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Answered')).toBeInTheDocument();
    expect(within(rows[0]).getAllByRole('cell')[5]).toHaveTextContent('Team: sentReceipt: sent');
    expect(within(rows[1]).getByText('Open')).toBeInTheDocument();
    expect(within(rows[1]).getAllByRole('cell')[5]).toHaveTextContent('Team: sentReceipt: skipped (limit)');

    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Read: Newer one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Newer one' });
    expect(dialog).toHaveTextContent('Newer one: the whole story, over two lines.');
    expect(dialog).toHaveTextContent(/Marked answered by admin session 3fa2c1d9 on Aug 2, 2025/);
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:kelly@example.com?subject=Re%3A%20Newer%20one');
    expect(within(dialog).getByRole('group', { name: 'Change the status' })).toHaveTextContent('Mark closedReopen');
  });

  it('filters by status from the URL, writes the chosen filter back to it, and exports what it shows', async () => {
    // jsdom has no object URLs: capture the Blob the page hands over.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const closed = request('c', 'Closed one', '2025-08-01T10:00:00Z', 'low', {
      status: 'closed',
      statusChangedAt: '2025-08-02T09:00:00Z',
      statusChangedBy: 'admin session 3fa2c1d9',
    });
    const late = request('l', 'Late one', '2025-08-01T11:00:00Z', 'high', { overdue: true });
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: (sent) => {
        const query = queryOf(sent);
        return { body: pageOf(query.overdue === 'true' ? [late] : query.status === 'closed' ? [closed] : []) };
      },
    });
    renderPage('/admin/support-requests?status=closed');
    const filter = await screen.findByRole('group', { name: 'Status' });
    expect(await within(await screen.findByRole('table', { name: 'Support requests' })).findByText('Closed one')).toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(1);
    expect(within(filter).getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(api.calls(LIST)[0])).toMatchObject({ status: 'closed', page: '1' });

    await userEvent.click(within(filter).getByRole('button', { name: 'Overdue' }));
    expect(screen.getByRole('status', { name: 'URL query' })).toHaveTextContent('?overdue=true');
    expect(await screen.findByText('Late one')).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    const lastList = queryOf(api.calls(LIST).at(-1) as Request);
    expect(lastList).toMatchObject({ overdue: 'true' });
    expect(lastList).not.toHaveProperty('status');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [header, row] = (await readBlob(createObjectURL.mock.calls[0][0])).split('\r\n');
    expect(header).toBe('createdAt,name,email,subject,category,priority,description,id,status,statusChangedAt,statusChangedBy,answerDueAt');
    expect(row).toBe('2025-08-01T11:00:00Z,Kelly Waters,kelly@example.com,Late one,forecasts,high,"Late one: the whole story,\nover two lines.",l,open,,,2025-08-03T11:00:00.000Z');
    expect(queryOf(api.calls(LIST).at(-1) as Request)).toEqual({ overdue: 'true', page: '1', pageSize: String(LIST_PAGE_SIZE_MAX) });

    await userEvent.click(within(filter).getByRole('button', { name: 'Answered' }));
    expect(screen.getByRole('status', { name: 'URL query' })).toHaveTextContent('?status=answered');
    expect(await screen.findByText('No answered requests.')).toBeInTheDocument();
  });

  it('exports a request whose every line would start a formula with each line defused (issue 42)', async () => {
    const downloads = captureDownloads();
    const hostile = request('h', FORMULA_LINES, '2025-08-01T11:00:00Z', 'high', {
      name: FORMULA_LINES,
      description: FORMULA_LINES,
      status: 'closed',
      statusChangedAt: '2025-08-02T09:00:00Z',
      statusChangedBy: FORMULA_LINES,
    });
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, [LIST]: { body: pageOf([hostile]) } });
    renderPage();
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [header, row, ...rest] = safeCsvRows(await downloads.text());
    expect(rest).toEqual([]);
    const cell = (field: string) => row[header.indexOf(field)];
    expect(['name', 'subject', 'description', 'statusChangedBy'].map(cell)).toEqual(Array(4).fill(FORMULA_LINES_READ));
    expect(cell('email')).toBe('kelly@example.com');
  });

  it('marks an overdue request: a red badge in its row, and in its dialog when the answer was due', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: {
        body: pageOf([request('l', 'Late one', '2025-08-01T10:00:00Z', 'medium', { overdue: true }), request('f', 'Fresh one', '2025-08-03T10:00:00Z', 'medium')]),
      },
    });
    renderPage();
    const [fresh, late] = await rowsOf();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(fresh).queryByText('Overdue')).not.toBeInTheDocument();

    await userEvent.click(within(late).getByRole('button', { name: 'Read: Late one' }));
    expect(await screen.findByRole('dialog', { name: 'Late one' })).toHaveTextContent(/Open since it arrived\.Answer was due Aug 3, 2025/);
  });

  it('marks a request answered and then closed through the API, disabled while each call runs, and the list and dialog follow', async () => {
    let stored = request('a', 'Hourly strip empty', '2025-08-01T10:00:00Z', 'high', { overdue: true });
    const held = holdReplies();
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: () => ({ body: pageOf([stored]) }),
      'PATCH /api/admin/support-requests/a': async (sent) => {
        const { status } = (await sent.json()) as UpdateSupportRequest;
        await held.next();
        stored = { ...stored, status, overdue: false, statusChangedAt: '2025-08-04T09:30:00Z', statusChangedBy: 'admin session 3fa2c1d9' };
        return { body: stored };
      },
    });
    renderPage();
    const [row] = await rowsOf();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Read: Hourly strip empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hourly strip empty' });
    const actions = within(dialog).getByRole('group', { name: 'Change the status' });

    await userEvent.click(within(actions).getByRole('button', { name: 'Mark answered' }));
    expect(within(actions).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: 'Mark closed' })).toBeDisabled();
    held.release();
    expect(await screen.findByText('Marked answered')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Marked answered by admin session 3fa2c1d9 on Aug 4, 2025/);
    expect(dialog).not.toHaveTextContent('Answer was due');
    await vi.waitFor(() => expect(within(row).getByText('Answered')).toBeInTheDocument());
    expect(within(row).queryByText('Overdue')).not.toBeInTheDocument();

    await userEvent.click(within(actions).getByRole('button', { name: 'Mark closed' }));
    held.release();
    await vi.waitFor(() => expect(dialog).toHaveTextContent(/Marked closed by admin session 3fa2c1d9/));
    expect(within(actions).getByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(await within(row).findByText('Closed')).toBeInTheDocument();
    expect(api.calls('PATCH /api/admin/support-requests/a')).toHaveLength(2);
    // The list was read again after each change: once to start, once per change.
    await vi.waitFor(() => expect(api.calls(LIST)).toHaveLength(3));
  });

  it('keeps the request in the dialog once a filter lets it go, and says what the API refused', async () => {
    let stored = request('a', 'Hourly strip empty', '2025-08-01T10:00:00Z', 'high');
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: (sent) => ({ body: pageOf(queryOf(sent).status === stored.status ? [stored] : []) }),
      'PATCH /api/admin/support-requests/a': () => {
        stored = { ...stored, status: 'answered', statusChangedAt: '2025-08-04T09:30:00Z', statusChangedBy: 'admin session 3fa2c1d9' };
        return { body: stored };
      },
    });
    renderPage('/admin/support-requests?status=open');
    await userEvent.click(within((await rowsOf())[0]).getByRole('button', { name: 'Read: Hourly strip empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hourly strip empty' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByText('No open requests.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Marked answered by admin session 3fa2c1d9/);

    api.set('PATCH /api/admin/support-requests/a', { status: 404, body: { statusCode: 404, error: 'Support request not found', code: 'SUPPORT_REQUEST_NOT_FOUND' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark closed' }));
    expect(await screen.findByText('Could not change the status')).toBeInTheDocument();
    expect(screen.getByText('Support request not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark closed' })).toBeEnabled();
  });

  it('shows a failed mail in red with its attempts and last error, and sends it again', async () => {
    const failed = mail('receipt', { status: 'failed', attempts: 11, sentAt: null, lastAttemptAt: '2025-08-02T18:00:00Z', lastError: '421 4.3.0 Mailbox temporarily unavailable' });
    let stored = request('a', 'No receipt', '2025-08-02T10:00:00Z', 'low', { mails: [mail('team'), failed] });
    const held = holdReplies();
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: () => ({ body: pageOf([stored]) }),
      'POST /api/admin/support-requests/a/mails/receipt/send-again': async () => {
        await held.next();
        stored = { ...stored, mails: [mail('team'), { ...failed, status: 'queued' }] };
        return { status: 202, body: stored };
      },
    });
    renderPage();
    const [row] = await rowsOf();
    expect(within(row).getByText('Receipt: failed')).toHaveStyle({ fontWeight: '700' });
    await userEvent.click(within(row).getByRole('button', { name: 'Read: No receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'No receipt' });
    const receipt = within(dialog).getAllByRole('listitem')[1];
    expect(receipt).toHaveTextContent('11 attempts · last Aug 2, 2025');
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('1 attempt · sent Aug 2, 2025');
    expect(receipt).toHaveTextContent('Last error:421 4.3.0 Mailbox temporarily unavailable');
    expect(within(dialog).queryByRole('button', { name: 'Send again: Team mail' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again: Receipt' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...: Receipt' })).toBeDisabled();
    held.release();
    expect(await screen.findByText('Queued to send again')).toBeInTheDocument();
    expect(screen.getByText('The receipt will be tried again in a moment.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /Receipt/ })).toHaveFocus();
    // The dialog hides the page behind it from the accessibility tree: find the row's cells by text.
    expect(await within(row).findByText('Receipt: queued')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/support-requests/a/mails/receipt/send-again')).toHaveLength(1);
  });

  it('says why a mail cannot be sent again, in the API’s own words', async () => {
    const failed = mail('team', { status: 'failed', attempts: 11, sentAt: null, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [LIST]: { body: pageOf([request('a', 'No team mail', '2025-08-02T10:00:00Z', 'low', { mails: [failed, mail('receipt')] })]) },
      'POST /api/admin/support-requests/a/mails/team/send-again': {
        status: 503,
        body: { statusCode: 503, error: 'Mail is not configured (SMTP_URL is unset): nothing can be sent', code: 'MAIL_NOT_CONFIGURED' },
      },
    });
    renderPage();
    await userEvent.click(within((await rowsOf())[0]).getByRole('button', { name: 'Read: No team mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'No team mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again: Team mail' }));
    expect(await screen.findByText('Could not send again')).toBeInTheDocument();
    expect(screen.getByText('Mail is not configured (SMTP_URL is unset): nothing can be sent')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send again: Team mail' })).toBeEnabled();
  });
});

/** Replies that wait for the test: each `next()` resolves at the following `release()`. */
function holdReplies() {
  let waiting: (() => void)[] = [];
  let released = 0;
  return {
    next: () =>
      new Promise<void>((resolve) => {
        if (released > 0) {
          released -= 1;
          resolve();
        } else waiting.push(resolve);
      }),
    release: () => {
      const [first, ...rest] = waiting;
      waiting = rest;
      if (first) first();
      else released += 1;
    },
  };
}

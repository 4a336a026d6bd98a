import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiErrorBody, DigestPreview, DigestSettings } from '../../../lib/api-types';
import { renderWithProviders } from '../../../test/render';
import { DigestPage } from './DigestPage';
import { LOGGED_IN, setUpAdminPageTests, stubAdminApi } from '../test/admin-server';

setUpAdminPageTests();

const SCHEDULED: DigestSettings = {
  recipients: ['team@lineup.surf', 'ops@lineup.surf'],
  timeZone: 'America/Los_Angeles',
  scheduled: true,
  nextRunAt: '2026-11-30T16:00:00.000Z',
};

const PREVIEW: DigestPreview = { recipients: SCHEDULED.recipients, week: '2026-W48', messageId: '<digest-2026-W48.preview.1@lineup.surf>' };

describe('DigestPage', () => {
  it('shows the recipients and sends a preview to them', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/digest': { body: SCHEDULED },
      'POST /api/admin/digest/preview': { status: 202, body: PREVIEW },
    });
    renderWithProviders(<DigestPage />);
    expect(await screen.findByText('team@lineup.surf')).toBeInTheDocument();
    expect(screen.getByText('ops@lineup.surf')).toBeInTheDocument();
    expect(screen.getByText(/America\/Los_Angeles time\. Next digest:/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a preview now' }));
    expect(await screen.findByText(/A preview of 2026-W48 is on its way to team@lineup.surf, ops@lineup.surf/)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/digest/preview')).toHaveLength(1);
  });

  it('says why a preview was refused, by its code', async () => {
    const refusal: ApiErrorBody = { statusCode: 409, error: 'The weekly digest has no recipients (DIGEST_RECIPIENTS is unset)', code: 'DIGEST_NOT_CONFIGURED' };
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/digest': { body: { recipients: [], timeZone: 'America/Los_Angeles', scheduled: false, nextRunAt: null } satisfies DigestSettings },
      'POST /api/admin/digest/preview': { status: 409, body: refusal },
    });
    renderWithProviders(<DigestPage />);
    expect(await screen.findByText(/No recipients\. Set DIGEST_RECIPIENTS/)).toBeInTheDocument();
    expect(screen.getByText(/Not scheduled/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a preview now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No preview: the digest has no recipients (DIGEST_RECIPIENTS is unset on the server).');
  });
});

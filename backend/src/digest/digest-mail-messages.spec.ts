import type { DigestFigures } from './digest-figures.service';
import { digestMail } from './digest-mail-messages';
import { weekOf } from './digest-week';

const ROW = {
  uniqueVisitors: 3,
  pageViews: 4,
  appStoreClicks: 1,
  playStoreClicks: 0,
  uniqueAppStoreClicks: 1,
  uniquePlayStoreClicks: 0,
  appStoreInstalls: 2,
  playStoreInstalls: null,
  installs: 2,
};

const FIGURES: DigestFigures = {
  week: weekOf('2026-11-16'),
  site: {
    current: { visitors: 120, pageViews: 300, storeTaps: 12 },
    previous: { visitors: 100, pageViews: 0, storeTaps: 12 },
    top: { source: [{ value: '<script>alert(1)</script>', visitors: 7 }], page: [{ value: '/invite?x="a"&y=<i>', visitors: 5 }] },
  },
  campaigns: [
    {
      campaign: 'influencer',
      influencers: [
        { influencer: '<b>x</b>', ...ROW },
        { influencer: 'kai', ...ROW, appStoreInstalls: 1_200, playStoreInstalls: 1, installs: 1_201 },
        { influencer: 'ana', ...ROW, appStoreInstalls: null, playStoreInstalls: null, installs: null },
      ],
    },
    { campaign: 'launch-party', influencers: [] },
  ],
  installsThrough: { appStore: '2026-11-24', playStore: null },
  support: { opened: 3, answered: 1, overdue: 0 },
};

const mail = (kind: 'weekly' | 'preview') =>
  digestMail({ kind, mailId: '0b7e5c1e-8f43-4a43-9a4b-0c5d3e2f1a0b', recipients: ['team@lineup.surf'], domain: 'lineup.surf', queuedAt: new Date(), figures: FIGURES });

describe('the digest mail', () => {
  it('escapes every value from the database in its HTML and keeps it as is in its text', () => {
    const { html, text } = mail('weekly');
    expect(html).toContain('<strong>&lt;b&gt;x&lt;/b&gt;:</strong> 3 visitors');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('/invite?x=&quot;a&quot;&amp;y=&lt;i&gt;');
    expect(html).not.toMatch(/<b>x|<script>|<i>/);
    expect(text).toContain(
      '- <b>x</b>: 3 visitors, 4 page views, 1 store tap, conversion 25%, visitor conversion 33.3%, 2 installs (App Store 2, Google Play: no store report yet)',
    );
  });

  it("gives each influencer's installs of the week, no figure for a store that reported none of its days, and each campaign the stores' last days", () => {
    const mailOf = (installsThrough: DigestFigures['installsThrough']) =>
      digestMail({ kind: 'weekly', mailId: 'x', recipients: ['team@lineup.surf'], domain: 'lineup.surf', queuedAt: new Date(), figures: { ...FIGURES, installsThrough } });
    const { text, html } = mailOf({ appStore: '2026-11-24', playStore: '2025-12-31' });
    expect(text).toContain('- kai: 3 visitors, 4 page views, 1 store tap, conversion 25%, visitor conversion 33.3%, 1,201 installs (App Store 1,200, Google Play 1)');
    expect(text).toContain('- ana: 3 visitors, 4 page views, 1 store tap, conversion 25%, visitor conversion 33.3%, installs: no store report yet');
    expect(text).toContain('Influencer invites (/invite): top influencers by visitors\n- <b>x</b>');
    expect(text).toContain(
      '- ana: 3 visitors, 4 page views, 1 store tap, conversion 25%, visitor conversion 33.3%, installs: no store report yet\nInstalls: App Store through 24 Nov, Google Play through 31 Dec 2025\n',
    );
    expect(text).toContain('No visitors.\nInstalls: App Store through 24 Nov, Google Play through 31 Dec 2025\n');
    expect(html).toContain('Installs: App Store through 24 Nov, Google Play through 31 Dec 2025</p>');
    expect(mailOf({ appStore: '2026-11-24', playStore: null }).text).toContain('No visitors.\nInstalls: App Store through 24 Nov, Google Play not imported yet\n');
    expect(mailOf({ appStore: null, playStore: null }).text).toContain('No visitors.\nInstalls: no store report imported yet\n');
  });

  it('gives each figure of the site its change on the week before', () => {
    const { text } = mail('weekly');
    expect(text).toContain('- Visitors: 120 (+20% on the week before (100))');
    expect(text).toContain('- Page views: 300 (none the week before)');
    expect(text).toContain('- Store taps: 12 (0% on the week before (12))');
  });

  it('is one mail per week by its Message-ID; a preview has its own and says so in the subject', () => {
    expect(mail('weekly')).toMatchObject({ messageId: '<digest-2026-W47@lineup.surf>', subject: 'Lineup weekly digest 2026-W47 (2026-11-16 to 2026-11-22)' });
    expect(mail('preview')).toMatchObject({
      messageId: '<digest-2026-W47.preview.0b7e5c1e-8f43-4a43-9a4b-0c5d3e2f1a0b@lineup.surf>',
      subject: 'Preview: Lineup weekly digest 2026-W47 (2026-11-16 to 2026-11-22)',
    });
  });
});

import { brand } from '../../../config/brand';
import { INFLUENCER_HANDLE_MAX_LENGTH } from '../../../lib/contract';
import type { Store } from '../../../lib/page-markup';
import { adminPageTitle } from '../admin-content';

export const LINKS_COPY = {
  pageTitle: adminPageTitle('Link Builder'),
  description: 'Invite and launch-party links with QR codes for an influencer.',
  eyebrow: 'Campaign tools',
  heading: 'Link builder',
  intro: 'Type an influencer’s handle to get their invite and launch-party links, and the store links that carry their campaign, ready to paste into a bio or print as a QR code.',
  handleLabel: 'Influencer handle',
  handleHint: `Letters, digits, dots, dashes and underscores; up to ${INFLUENCER_HANDLE_MAX_LENGTH} characters. A leading @ is fine.`,
  handleInvalid: `That handle cannot be tracked: use 1 to ${INFLUENCER_HANDLE_MAX_LENGTH} letters, digits, dots, dashes or underscores.`,
  placeholder: 'Type a handle to see its links and QR codes.',
  /** Each campaign's link card; `fileName` starts the names of its QR code files. */
  cards: {
    influencer: {
      title: 'Invite link',
      text: (handle: string) => `Opens the app download page headed “Join ${handle} on ${brand.productName}”. Visitors and store-button taps count toward Invite stats.`,
      fileName: 'invite',
    },
    'launch-party': {
      title: 'Launch party link',
      text: (handle: string) => `Opens the Santa Cruz launch party page with an “invited by ${handle}” banner. Visitors and store-button taps count toward Launch party stats.`,
      fileName: 'launch-party',
    },
  },
  /** The store links of a card: straight to a store, carrying the campaign and handle. */
  storeTitle: (title: string, store: Store) => `${title}, ${store === 'app-store' ? 'App Store' : 'Google Play'}`,
  storeText:
    'The store links skip the page: nothing counts here, but App Store Connect (Campaigns) and the Play Console (User acquisition) report the installs they bring, for this influencer.',
  linkLabel: (title: string) => `${title} URL`,
  copy: 'Copy link',
  copied: 'Link copied',
  copiedDetail: (link: string) => `${link} is on your clipboard.`,
  copyFailed: 'Could not copy',
  copyFailedDetail: 'Your browser blocked the clipboard. Select the link and copy it by hand.',
  open: 'Open',
} as const;

import { brand } from '../../config/brand';

const product = brand.productName;

/** A news article (docs/product.md); an external article links out, the others are printed in full. */
export type NewsArticle = {
  id: string;
  title: string;
  /** ISO date, shown as e.g. "Aug 16, 2025". */
  date: string;
  location: string;
  excerpt: string;
  content: string[];
  isExternal: boolean;
  /** Who published an external article, and where it lives (null: not online, or not configured). */
  source?: { name: string; url: string | null };
  /** Shows the App Store and Google Play badges under the article. */
  withStoreBadges?: boolean;
};

/** Newest first. */
export const NEWS_ARTICLES: NewsArticle[] = [
  {
    id: 'press-feature-ai-surf-forecasts',
    title: `How a Santa Cruz crew is using AI to call the swell: inside ${product}`,
    date: '2025-08-16',
    location: 'Santa Cruz, CA',
    excerpt: `A month after launch, ${product} has become the first app a lot of Westside surfers open in the morning. The press looked at how its spot-level forecasts are made, and why its crews feature has locals talking.`,
    content: [
      `The feature follows a dawn patrol at Steamer Lane with the ${product} team and a handful of beta testers, and explains how the app blends national buoy data, coastal wave models and surfers' own session logs into an hour-by-hour call for each break.`,
    ],
    isExternal: true,
    source: { name: 'Coastal Currents', url: brand.newsPressUrl },
  },
  {
    id: 'lineup-launch',
    title: `${product} launches on iPhone and Android`,
    date: '2025-07-16',
    location: 'Santa Cruz, CA',
    excerpt: `After a private beta with surfers from Bolinas to Pleasure Point, ${product} is now free for everyone on the App Store and Google Play.`,
    content: [
      `Today we are opening ${product} to every surfer in Northern California. The app gives hour-by-hour AI forecasts for swell, wind, tide and weather at each break from Marin to Santa Cruz, up to 7 days ahead.`,
      'During the beta, testers logged thousands of sessions at Ocean Beach, Mavericks, Steamer Lane and the Pleasure Point reefs. Every one of them taught the model something about how those breaks really behave, and the launch forecast is sharper for it.',
      `Alongside the forecast, ${product} ships with crews (private groups with group chat and shared session logs), a chat for every spot with the AI forecast pinned on top, and an AI surf companion that writes a conditions summary every morning.`,
      `${product} is free, with no subscription. Live surf cameras for Northern California breaks are next. See you in the water.`,
    ],
    isExternal: false,
    withStoreBadges: true,
  },
];

import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

const product = brand.productName;

export type GetAppFeatureIcon = 'forecast' | 'crew' | 'log' | 'companion';
export type GetAppHelpIcon = 'support' | 'faq';

/** The copy of /getapp (docs/product.md), in page order. */
export const GETAPP_CONTENT = {
  meta: {
    title: `Download ${product}: AI Surf Forecasts for iOS and Android`,
    description: `Get ${product} free on the App Store and Google Play: hour-by-hour AI surf forecasts, spot chat and crews for every break from Marin to Santa Cruz.`,
  },
  comingSoon: {
    label: 'Coming soon',
    text: 'Live surf cameras at Ocean Beach, Pleasure Point and Steamer Lane, streaming right inside the app. Northern California first.',
  },
  hero: {
    availability: 'Now Available',
    title: 'Score More Epic Waves',
    lead: `${product} tells you when your break will fire, so you are in the water for the good hours instead of the blown-out ones.`,
    bullets: [
      'Hour-by-hour AI forecasts for swell, wind, tide and weather',
      'Forecasts up to 7 days ahead for every spot from Marin to Santa Cruz',
      'Personal recommendations based on your board, level and favourite breaks',
      'Surf log and session tracking you can share with your crew',
      'An AI surf companion with a daily conditions summary',
    ],
    price: 'Free to use, no subscription required',
    phoneLabel: `The ${product} forecast screen: Ocean Beach rated good, 4 to 6 feet`,
  },
  spotChat: {
    eyebrow: 'Spot Chat',
    title: 'Know what the lineup looks like before you paddle out',
    lead: 'Every break has its own chat. The AI forecast is pinned on top, and the surfers who just checked it from the cliff fill in the rest: crowd, sandbars, kelp, that rogue set at the Slot.',
    points: ['AI forecast pinned to the top of every spot', 'Real reports from surfers on the beach right now', 'Quiet by default: notifications only for the spots you follow'],
    phoneLabel: `${product} Spot Chat at Steamer Lane, with the AI forecast pinned above surfers' reports`,
  },
  features: {
    title: `Everything in ${product}`,
    blocks: [
      {
        icon: 'forecast',
        title: 'Spot-level AI forecasts',
        description: 'Not a regional average: a call for each break, built from national buoy data and coastal wave models, 7 days out.',
      },
      {
        icon: 'crew',
        title: 'Crews and group chat',
        description: 'Private groups for the people you surf with. Plan dawn patrols, share reports, and keep the secret spots secret.',
      },
      { icon: 'log', title: 'Surf log and sessions', description: 'Log every session with the conditions it had. Over time you learn exactly what your favourite breaks need.' },
      { icon: 'companion', title: 'AI surf companion', description: 'A conditions summary every morning and answers to the questions you would ask a local.' },
    ] satisfies { icon: GetAppFeatureIcon; title: string; description: string }[],
  },
  download: {
    title: `Get ${product} on your phone`,
    lead: 'Free on iPhone and Android. Your first forecast is ready in under a minute.',
  },
  help: {
    title: 'Need a hand?',
    cards: [
      {
        icon: 'support',
        title: 'Support',
        description: 'Problems with the app or your account? Send us a request and we reply within 24-48 hours.',
        to: paths.support,
        action: 'Contact support',
      },
      { icon: 'faq', title: 'FAQ', description: 'Forecast accuracy, supported spots, data sources and more, answered.', to: paths.faq, action: 'Read the FAQ' },
    ] satisfies { icon: GetAppHelpIcon; title: string; description: string; to: string; action: string }[],
  },
} as const;

/** The copy of /qr/app, where the QR codes on posters and stickers lead. */
export const QR_CONTENT = {
  meta: {
    title: `Download the ${product} app`,
    description: `Scan, tap, surf: get ${product} free on the App Store or Google Play.`,
  },
  title: `Download the ${product} app`,
  lead: 'AI surf forecasts for every break from Marin to Santa Cruz. Free, no subscription.',
} as const;

import { brand } from '../../config/brand';

const product = brand.productName;

/** The copy of /invite (docs/product.md); the invited form appears once a valid handle is read. */
export const INVITE_CONTENT = {
  meta: {
    title: `You're invited to ${product}: AI surf forecasts for Northern California`,
    description: `Get ${product} free on iPhone and Android and surf with your friends: AI forecasts, spot chat and crews for every break from Marin to Santa Cruz.`,
  },
  neutral: {
    badge: 'Free on iPhone and Android',
    title: `Download the ${product} app`,
  },
  invited: {
    badge: (influencer: string) => `Personal invite from @${influencer}`,
    title: (influencer: string) => `Join ${influencer} on ${product}`,
  },
  lead: 'Hour-by-hour AI surf forecasts for every break from Bolinas to Pleasure Point, a chat for every spot, and a crew to share sessions with.',
  opening: `Have ${product} already? It opens by itself on your phone.`,
  phoneLabel: `The ${product} forecast screen: Ocean Beach rated good, 4 to 6 feet`,
  reasons: [
    { title: 'Forecasts you can trust at 5 AM', description: 'Swell, wind, tide and weather for each spot, 7 days ahead, explained in plain words.' },
    { title: 'Your crew in one place', description: 'Plan the dawn patrol, share reports and log sessions together.' },
    { title: 'Free, no subscription', description: 'Every forecast and every feature, for everyone in the water.' },
  ],
} as const;

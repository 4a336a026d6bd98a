import { brand } from '../../config/brand';
import type { LandingContent } from './landing-content';

const product = brand.productName;

/** The earlier landing page copy, kept at /old_home (noindex) for comparison. */
export const OLD_HOME_CONTENT: LandingContent = {
  meta: {
    title: `${product} (previous landing page)`,
    description: `The earlier landing page of ${product}, the AI surf forecast app for Northern California.`,
  },
  hero: {
    eyebrow: 'Coming soon to iOS and Android',
    title: 'Know Before You Go',
    lead: `${product} is a surf forecast app for Northern California that combines AI with what local surfers already know. Stop guessing, start surfing.`,
    betaLink: 'Sign up for early access',
    phoneLabel: `An early ${product} forecast screen for Ocean Beach`,
  },
  joinBeta: {
    eyebrow: 'Early access',
    title: 'Get on the list',
    lead: 'We are opening the app to a small group of surfers first. Leave your email and we will let you know when it is your turn.',
  },
  whatIs: {
    eyebrow: 'About',
    title: `What is ${product}?`,
    lead: 'A smarter surf report for the coast between Marin and Santa Cruz.',
    cards: [
      { icon: 'ai', title: 'AI forecasting', description: 'Spot-level forecasts built from buoy, wind and tide data.' },
      { icon: 'crew', title: 'Core group knowledge', description: 'Share what you see in the water with the people you surf with.' },
      { icon: 'learning', title: 'Continuous learning', description: 'The forecast improves as more sessions are logged.' },
    ],
  },
  bands: {
    title: 'From Marin to Santa Cruz',
    postcards: [
      { spot: 'Ocean Beach', place: 'San Francisco', note: 'The city’s wave', palette: 'dawn' },
      { spot: 'Steamer Lane', place: 'Santa Cruz', note: 'Points under the lighthouse', palette: 'midday' },
    ],
  },
  vision: {
    eyebrow: 'Vision',
    title: 'Our Vision',
    paragraphs: ['We want every surfer to know exactly when and where to paddle out, without checking five different websites first.'],
    signature: `The ${product} team`,
  },
  opportunity: {
    eyebrow: 'Why now',
    title: 'The Big Opportunity',
    lead: 'Three trends make this the right moment.',
    trends: [
      { icon: 'trend-ai', stat: 'AI', statLabel: 'on every phone', title: 'AI advancement', description: 'Forecasting models are finally good enough to run per spot.' },
      { icon: 'trend-outdoors', stat: '35%', statLabel: 'more surfers since 2020', title: 'Outdoor recreation boom', description: 'Surfing participation is up 35% since 2020.' },
      { icon: 'trend-community', stat: 'Crews', statLabel: 'over feeds', title: 'Vertical communities', description: 'People want smaller, focused communities.' },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'What you get',
    lead: 'The first version focuses on four things.',
    phoneLabel: `An early ${product} spot chat screen`,
    cards: [
      { icon: 'recommendations', title: 'Recommendations', description: 'Where to surf today, based on your level.' },
      { icon: 'conditions', title: 'Live Surf Conditions', description: 'Swell, wind and tide at a glance.' },
      { icon: 'crew', title: 'Core Group Knowledge', description: 'Private groups for your crew.' },
      { icon: 'companion', title: 'AI Surf Companion', description: 'An assistant that explains the forecast.' },
    ],
  },
  closingBeta: {
    title: 'Want in?',
    lead: 'Leave your email for early access.',
  },
};

import { brand } from '../../config/brand';

export type FaqItem = { id: string; question: string; answer: string };

/** docs/product.md, "Constants": how far ahead the app forecasts. */
export const FORECAST_DAYS_AHEAD = 7;

const name = brand.productName;

/** The eight questions of the FAQ (docs/product.md), in their order. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-it',
    question: `What is ${name}?`,
    answer: `${name} is a free surf forecast app for iOS and Android. It combines hour-by-hour swell, wind, tide and weather forecasts with an AI surf companion and crews, small private groups where you plan sessions and share what you scored, so you know when and where to paddle out.`,
  },
  {
    id: 'accuracy',
    question: 'How accurate are the forecasts?',
    answer: `${name} forecasts conditions up to ${FORECAST_DAYS_AHEAD} days ahead, hour by hour. The first two or three days are the most reliable; further out, treat the forecast as a trend and check back as the day gets closer. Our models keep learning from buoy readings and from the sessions surfers log, so forecasts for each spot sharpen over time.`,
  },
  {
    id: 'platforms',
    question: `Is ${name} available on iOS and Android?`,
    answer: `Yes. ${name} is available on the App Store for iPhone and on Google Play for Android phones. Your account, crews and surf log follow you if you switch devices.`,
  },
  {
    id: 'features',
    question: `What features does ${name} offer?`,
    answer: `Hour-by-hour AI surf forecasts (swell, wind, tide and weather), spot-level forecasts and personalised recommendations, a surf log with session tracking and sharing, crews with group chat, spot chat with AI forecasts, and an AI surf companion that gives you a conditions summary and a daily forecast.`,
  },
  {
    id: 'cost',
    question: `How much does ${name} cost?`,
    answer: `${name} is free at this time. There is no subscription and no credit card needed: download the app and start checking the surf.`,
  },
  {
    id: 'community',
    question: 'How does the community work?',
    answer: `Surfers connect through crews, small groups you create and invite friends to, with their own group chat, and through spot chat, where everyone following a break shares reports. Every crew member is equal: there are no moderators, and anyone can report content, leave a crew or block a member. Our Community Guidelines explain the rest.`,
  },
  {
    id: 'spots',
    question: 'Which surf spots are supported?',
    answer: `${name} covers Northern California, from Marin to Santa Cruz: from Bolinas and Stinson Beach through Ocean Beach, Linda Mar and Mavericks down to Steamer Lane and Pleasure Point. We are adding more coastline as the forecasts for each new region prove themselves.`,
  },
  {
    id: 'data-sources',
    question: 'Where does the forecast data come from?',
    answer: `Our forecasts start from public ocean data: buoy observations and wave models from NOAA (the National Oceanic and Atmospheric Administration) and CDIP (the Coastal Data Information Program). Our AI then turns that raw data into spot-level forecasts tuned to how each break actually works.`,
  },
];

export const faqPage = {
  title: `FAQ | ${name}`,
  description: `Answers about ${name}: forecasts up to ${FORECAST_DAYS_AHEAD} days ahead, iOS and Android, free at this time, spots from Marin to Santa Cruz, data from NOAA and CDIP.`,
  eyebrow: 'FAQ',
  heading: 'Frequently asked questions',
  intro: `Everything you wanted to know about ${name}, from where the data comes from to which breaks we cover.`,
  /** Names the list for screen readers, and keeps the questions' h3 one level below a heading. */
  questionsHeading: 'Questions and answers',
  contact: {
    heading: 'Still have questions?',
    text: 'Our team answers every request, usually within a day or two.',
    link: 'Contact Support',
  },
} as const;

/** schema.org FAQPage of the questions above (docs/product.md, "Routes": JSON-LD on /faq). */
export const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ_ITEMS.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
};

import { brand } from '../../config/brand';
import type { LandingContent } from './landing-content';

const product = brand.productName;

/** The copy of the home page (docs/product.md), in the order the sections appear. */
export const HOME_CONTENT: LandingContent = {
  meta: {
    title: `${product}: AI Surf Forecasts for Northern California`,
    description: `${product} gives hour-by-hour AI surf forecasts for every break from Bolinas to Pleasure Point: swell, wind, tide and weather up to 7 days ahead, plus your crew's local knowledge. Free on iOS and Android.`,
  },
  hero: {
    eyebrow: 'Private beta now open · Launching July 2025',
    title: 'Ride Perfect Waves, Every Time',
    lead: `${product} reads the buoys, the wind models and the tide tables for you, then tells you where to paddle out: Ocean Beach before the sea breeze, Steamer Lane on the push, or a drive north to Bolinas when the swell wraps in.`,
    betaLink: 'Join the private beta',
    phoneLabel: `The ${product} forecast screen: Ocean Beach rated good, 4 to 6 feet, light offshore wind and a rising tide`,
  },
  joinBeta: {
    eyebrow: 'Private beta',
    title: 'Be in the water before everyone else',
    lead: 'Beta testers get the full forecast for every Northern California break, a direct line to our team, and a say in what we build next.',
  },
  whatIs: {
    eyebrow: `What is ${product}?`,
    title: 'A forecast that knows your break like a local',
    lead: 'Generic surf reports tell you the swell is 5 feet. We tell you whether that means overhead at Mavericks, chest-high at Linda Mar, or flat inside the Santa Cruz harbor.',
    cards: [
      {
        icon: 'ai',
        title: 'AI forecasting',
        description: 'Models trained on years of buoy, wind and tide data turn raw swell numbers into an hour-by-hour call for each spot, up to 7 days ahead.',
      },
      {
        icon: 'crew',
        title: 'Core group knowledge',
        description: 'Your crew knows which sandbar is working and when the Lane gets crowded. Share sessions and reports in private groups that make every forecast sharper.',
      },
      {
        icon: 'learning',
        title: 'Continuous learning',
        description: 'Every logged session teaches the model how your favourite breaks really behave, so the forecast gets better the more the lineup uses it.',
      },
    ],
  },
  bands: {
    title: 'Built for the breaks of Northern California',
    postcards: [
      { spot: 'Bolinas', place: 'Marin County', note: 'Mellow lefts when the south swell wraps into the channel', palette: 'fog' },
      { spot: 'Ocean Beach', place: 'San Francisco', note: 'Four miles of shifting peaks and heavy winter paddle-outs', palette: 'dawn' },
      { spot: 'Mavericks', place: 'Half Moon Bay', note: 'Big-wave reef that wakes up on long-period NW swells', palette: 'dusk' },
      { spot: 'Pleasure Point', place: 'Santa Cruz', note: 'Long, peeling rights from the Hook to 38th Avenue', palette: 'midday' },
    ],
  },
  vision: {
    eyebrow: 'Our vision',
    title: 'Less time guessing, more time surfing',
    paragraphs: [
      'Every surfer in Northern California knows the routine: three apps, two buoy readings, a webcam that froze last winter, and a text to a friend who may or may not be awake. Then you drive to the coast and it is blown out.',
      `We are building ${product} so that routine takes one glance. An AI that understands how each break responds to swell direction, period, wind and tide, and a community of surfers who keep it honest. The result is a forecast you can trust at 5 AM, before the coffee kicks in.`,
    ],
    signature: `The ${product} team, Santa Cruz`,
  },
  opportunity: {
    eyebrow: 'The big opportunity',
    title: 'Three waves are lining up at once',
    lead: 'Surfing is growing, AI has finally become practical on a phone, and people want smaller, truer communities than the big social networks offer.',
    trends: [
      {
        icon: 'trend-ai',
        stat: '7 days',
        statLabel: 'of hour-by-hour forecasts',
        title: 'AI advancement',
        description: 'Modern models can learn the quirks of every reef and beach break from years of ocean data, something no hand-tuned forecast could do at this scale.',
      },
      {
        icon: 'trend-outdoors',
        stat: '35%',
        statLabel: 'more surfers since 2020',
        title: 'Outdoor recreation boom',
        description: 'Surfing participation has risen 35% since 2020. More people in the water means more people who need to know where, and when, to go.',
      },
      {
        icon: 'trend-community',
        stat: '1 crew',
        statLabel: 'is all it takes',
        title: 'Vertical communities',
        description: 'Surfers trust the people they paddle out with. Focused communities built around a single passion are where that trust lives online.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you check before a session, in one place',
    lead: 'From the first look at the buoys to the post-session debrief with your crew.',
    phoneLabel: `${product} Spot Chat at Steamer Lane: the AI forecast pinned above reports from surfers on the cliff`,
    cards: [
      {
        icon: 'recommendations',
        title: 'Recommendations',
        description: 'Tell us your board, your level and how far you will drive. Each morning we rank the breaks that fit, from Rockaway to Cowell’s.',
      },
      {
        icon: 'conditions',
        title: 'Live Surf Conditions',
        description: 'Swell height, period and direction, wind, tide and water temperature, updated through the day from national ocean buoys and coastal wave stations.',
      },
      {
        icon: 'crew',
        title: 'Core Group Knowledge',
        description: 'Private crews with group chat, shared session logs and spot reports. Equal members, no moderators, no strangers.',
      },
      {
        icon: 'companion',
        title: 'AI Surf Companion',
        description: 'Ask anything: “Will the Lane be crowded at 4?” Your companion answers with a conditions summary and a daily forecast for your spots.',
      },
    ],
  },
  closingBeta: {
    title: 'Your next best session is already on the way',
    lead: 'Join the private beta and get the forecast for it before it arrives.',
  },
};

import { brand } from '../../config/brand';

/** The spot page's words, kept out of the JSX. */
export const SPOT_COPY = {
  eyebrow: 'Surf report',
  sideLabel: 'Get the app, spot map and spot chat',
  sampleNote: `Sample forecast. Live, hour-by-hour forecasts for every break from Marin to Santa Cruz are in the ${brand.productName} app.`,
  conditions: {
    title: 'Current conditions',
    surf: 'Surf',
    wind: 'Wind',
    tide: 'Tide',
    temperature: 'Temperature',
    air: 'Air',
    water: 'Water',
    optimalTide: 'Optimal tide',
  },
  ai: {
    title: 'AI surf companion',
    ratingLabel: 'Overall rating',
    todayTitle: "Today's forecast",
    updated: 'Updated',
    ask: 'Ask a question',
  },
  forecast: {
    title: 'Surf forecast',
    days: '8-day forecast',
    today: 'Today',
    goodDay: 'Good surf',
    hourly: 'Hourly surf quality',
    good: 'Good',
    poor: 'Poor',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    night: 'Before sunrise, after sunset',
    temperature: 'Air temperature',
    waveModel: 'Nearshore wave model',
    wind: 'Wind',
    tide: 'Tide',
    tideTableCaption: 'High and low tides',
    tideTableHeaders: ['Tide', 'Time', 'Height'],
    high: 'High',
    low: 'Low',
  },
  download: {
    title: 'Download the app',
    text: `Hour-by-hour AI forecasts, spot chat and your surf log. Free on iPhone and Android.`,
    button: 'Download Now',
  },
  map: {
    title: 'Spot map',
    label: (spotName: string) => `Map of the breaks at ${spotName}`,
    explore: 'Explore Nearby Spots',
  },
  chat: {
    title: 'Latest from spot chat',
    inputLabel: 'Post message',
    inputPlaceholder: 'Post message',
    send: 'Send message',
    guidelines: 'Read Community Guidelines',
  },
} as const;

export type AppOnlyAction = 'chat' | 'assistant' | 'explore';

/** What the dialog says when a visitor tries something only the app can do. */
export const APP_ONLY_COPY: Record<AppOnlyAction, { title: string; text: string }> = {
  chat: {
    title: 'Post in spot chat from the app',
    text: `Spot chat lives in the ${brand.productName} app: share what you see in the water and read reports from surfers at this break. Download it free to join the conversation.`,
  },
  assistant: {
    title: 'Ask the AI surf companion in the app',
    text: `The AI surf companion answers your questions about this spot, from the best tide to the right board, in the ${brand.productName} app. Download it free to start asking.`,
  },
  explore: {
    title: 'Explore nearby spots in the app',
    text: `The ${brand.productName} app maps every break from Marin to Santa Cruz with its own forecast. Download it free to find your next session.`,
  },
};

export const APP_ONLY_CLOSE = 'Maybe later';
export const APP_ONLY_CLOSE_ICON_LABEL = 'Close';

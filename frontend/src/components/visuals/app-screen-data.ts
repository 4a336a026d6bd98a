/** The sample data shown inside the phone mock-ups: a real-feeling morning at Ocean Beach. */
export type ConditionRating = 'EPIC' | 'GOOD' | 'FAIR' | 'POOR';

export type HourlyBar = { hour: string; heightFt: number; good: boolean };

export type ForecastScreenData = {
  spot: string;
  region: string;
  rating: ConditionRating;
  surf: string;
  details: { label: string; value: string }[];
  summary: string;
  hours: HourlyBar[];
  bestWindow: { label: string; value: string };
  crew: string;
};

export type ChatMessage = { author: string; time: string; text: string; fromCompanion?: boolean };

export type SpotChatScreenData = { spot: string; members: string; messages: ChatMessage[] };

export const FORECAST_SCREEN: ForecastScreenData = {
  spot: 'Ocean Beach',
  region: 'San Francisco',
  rating: 'GOOD',
  surf: '4-6 ft',
  details: [
    { label: 'Swell', value: '5.2 ft @ 14s WNW' },
    { label: 'Wind', value: '4 mph E offshore' },
    { label: 'Tide', value: '1.8 ft rising' },
  ],
  summary: 'Long-period WNW swell with light offshores until 10am. Best on the push to mid tide near Noriega.',
  hours: [
    { hour: '6a', heightFt: 4, good: true },
    { hour: '7a', heightFt: 5, good: true },
    { hour: '8a', heightFt: 5.5, good: true },
    { hour: '9a', heightFt: 5, good: true },
    { hour: '10a', heightFt: 4.5, good: false },
    { hour: '11a', heightFt: 4, good: false },
    { hour: '12p', heightFt: 3.5, good: false },
  ],
  bestWindow: { label: 'Best window', value: '6:30 - 9:30 AM' },
  crew: '3 of your crew are going',
};

export const SPOT_CHAT_SCREEN: SpotChatScreenData = {
  spot: 'Steamer Lane',
  members: '128 surfers here',
  messages: [
    {
      author: 'Lineup AI',
      time: '5:52 AM',
      text: 'Middle Peak: chest to head high sets, glassy until 9. Tide bottoms out at 7:40, so the Slot gets shallow.',
      fromCompanion: true,
    },
    { author: 'Maya R.', time: '6:05 AM', text: 'Just checked from the lighthouse. Clean lines, maybe 10 out at Middle.' },
    { author: 'Dev K.', time: '6:11 AM', text: 'Paddling out at Indicators, thanks for the call!' },
    { author: 'Sam T.', time: '6:24 AM', text: 'Parking on West Cliff is filling up. Cowell’s has fun longboard peelers for the kids.' },
  ],
};

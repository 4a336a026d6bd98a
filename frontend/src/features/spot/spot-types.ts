import type { SitePath } from '../../config/paths';
import type { MapCoordinates, MapMarker } from '../../components/map/map-config';

/** The shape behind a spot page. Today it comes from a fixture; one day, from the app's forecast API. */

export type Rating = 'POOR' | 'FAIR' | 'GOOD' | 'EPIC';
export type TideDirection = 'incoming' | 'outgoing';
export type SurfQuality = 'good' | 'poor';
export type WaveLabel = 'Ankle-high' | 'Knee-high' | 'Waist-high' | 'Chest-high' | 'Overhead';

/** A time of day on the spot's clock, 0:00 to 24:00. */
export type ClockTime = { hour: number; minute: number };

/** -25200 and "PDT": Pacific daylight time. */
export type UtcOffset = { seconds: number; abbreviation: string };

export type Conditions = {
  surf: { words: string; rangeFt: string };
  wind: { speedMph: number; directionDeg: number };
  tide: { heightFt: number; direction: TideDirection };
  optimalTide: { minFt: number; maxFt: number; directions: readonly TideDirection[] };
  temperatures: { airF: number; waterF: number };
};

export type AiSummary = {
  rating: Rating;
  summary: string;
  todayForecast: string;
  /** ISO-8601 instant the forecast was generated. */
  updatedAt: string;
};

export type ForecastDay = {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  weekday: string;
  today: boolean;
  good: boolean;
  active: boolean;
};

export type HourlyBlock = { hour: number; quality: SurfQuality };

/** The air temperature over the three hours from `startHour`. */
export type TemperatureBlock = { startHour: number; fahrenheit: number };

export type WaveModelEntry = { hour: number; label: WaveLabel; heightFt: number; periodS: number; directionDeg: number };

export type WindEntry = { hour: number; speedMph: number; directionDeg: number };

export type TidePoint = ClockTime & { heightFt: number; kind: 'high' | 'low' | 'reading' };

export type BreakMarker = MapMarker;

export type ChatMessage = {
  id: string;
  author: string;
  /** Time of day as people write it, e.g. "6:42 AM". */
  time: string;
  text: string;
  /** e.g. "Yesterday"; absent for today's messages. */
  dayLabel?: string;
};

export type Spot = {
  name: string;
  city: string;
  region: string;
  /** The page's route; canonical URL and the Smart App Banner's app-argument derive from it. */
  path: SitePath;
  /** The analytics label of this page's store clicks. */
  analyticsLabel: string;
  /** IANA time zone of the spot: every time on the page is on its clock. */
  timeZone: string;
  /**
   * That clock at the forecast's time, as forecast APIs give it with their times (Open-Meteo's
   * `utc_offset_seconds`, `timezone_abbreviation`): the page reads an instant on it without Intl.
   */
  utcOffset: UtcOffset;
  coordinates: MapCoordinates;
  conditions: Conditions;
  ai: AiSummary;
  forecastDays: readonly ForecastDay[];
  hourly: {
    blocks: readonly HourlyBlock[];
    sunrise: ClockTime;
    sunset: ClockTime;
    temperatures: readonly TemperatureBlock[];
  };
  waveModel: readonly WaveModelEntry[];
  wind: readonly WindEntry[];
  tide: readonly TidePoint[];
  breaks: readonly BreakMarker[];
  chat: readonly ChatMessage[];
};

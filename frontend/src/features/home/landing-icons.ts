import type { IconType } from 'react-icons';
import { LuBot, LuBrainCircuit, LuCompass, LuMessagesSquare, LuRefreshCw, LuSparkles, LuTrendingUp, LuUsers, LuWaves } from 'react-icons/lu';
import type { LandingIcon } from './landing-content';

/** The icon drawn for each card of the landing pages. */
export const LANDING_ICONS: Record<LandingIcon, IconType> = {
  ai: LuBrainCircuit,
  crew: LuUsers,
  learning: LuRefreshCw,
  'trend-ai': LuSparkles,
  'trend-outdoors': LuTrendingUp,
  'trend-community': LuMessagesSquare,
  recommendations: LuCompass,
  conditions: LuWaves,
  companion: LuBot,
};

import type { RangePreset } from '../../lib/date-range';

/** One name for each range on every page that offers it. */
export const RANGE_COPY = {
  label: 'Date range',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    month: 'This month',
    'last-month': 'Last month',
    all: 'All time',
    custom: 'Custom',
  } satisfies Record<RangePreset, string>,
  from: 'From',
  to: 'To',
} as const;

// Every count, rate and date the admin pages show, in US English as the rest of the site.

const COUNT = new Intl.NumberFormat('en-US');
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A YYYY-MM-DD day is a UTC day (days.ts): read in the browser's zone it could show the day before.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (count: number): string => COUNT.format(count);

/** A percentage to one decimal, without its sign: how the CSV files write a rate under a "(%)" header. */
export const formatRateValue = (rate: number): string => rate.toFixed(1);

export const formatRate = (rate: number): string => `${formatRateValue(rate)}%`;

export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

export const formatShortDay = (isoDay: string): string => SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));

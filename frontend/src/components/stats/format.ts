// Every count, rate and date the dashboards and the report page show, in US English as the rest of
// the site. Intl is fine here: these pages render their figures after hydration, never in the
// prerendered HTML (lib/format.ts has the Intl-free formats of the public pages' first paint).

const COUNT = new Intl.NumberFormat('en-US');
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A YYYY-MM-DD day is a UTC day (lib/days.ts): read in the browser's zone it could show the day before.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (count: number): string => COUNT.format(count);

/** A percentage to one decimal, without its sign: how the CSV files write a rate under a "(%)" header. */
export const formatRateValue = (rate: number): string => rate.toFixed(1);

export const formatRate = (rate: number): string => `${formatRateValue(rate)}%`;

/** A share the API sends as a fraction (0.125) as a rate ("12.5%"); `missing` when it has none (no visitors to share). */
export const formatShare = (share: number | null, missing = '–'): string => (share === null ? missing : formatRate(share * 100));

/** The same for a CSV, under a "(%)" header. */
export const formatShareValue = (share: number | null): string => (share === null ? '' : formatRateValue(share * 100));

export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

export const formatShortDay = (isoDay: string): string => SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));

/** "Nov 1 – Nov 10", or one day alone. */
export const formatDays = ({ from, to }: { from: string; to: string }): string => (from === to ? formatShortDay(from) : `${formatShortDay(from)} – ${formatShortDay(to)}`);

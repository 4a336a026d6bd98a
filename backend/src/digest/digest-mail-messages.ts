import type { SendMailOptions } from 'nodemailer';
import { clickConversion, percentOf, type Rate, visitorConversion } from '../common/conversion';
import type { InstallsThroughDto } from '../installs';
import { html, page } from '../mail';
import { ANSWER_WITHIN_HOURS } from '../support';
import { type Campaign, CAMPAIGN_PAGES } from '../tracking';
import type { DigestFigures, InfluencerWeek } from './digest-figures.service';
import type { DigestMailKind } from './digest-mail.entity';
import type { DigestWeek } from './digest-week';
import type { SiteFigures } from './site-figures';

const CAMPAIGN_NAMES: Record<Campaign, string> = { influencer: 'Influencer invites', 'launch-party': 'Launch party' };
const SITE_FIGURES: [keyof SiteFigures, string][] = [
  ['visitors', 'Visitors'],
  ['pageViews', 'Page views'],
  ['storeTaps', 'Store taps'],
];

/** Weekly: one per week, the same at every attempt and in every process; a preview: its own. */
export function digestMessageId(kind: DigestMailKind, week: DigestWeek, mailId: string, domain: string): string {
  return kind === 'weekly' ? `<digest-${week.label}@${domain}>` : `<digest-${week.label}.preview.${mailId}@${domain}>`;
}

const count = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

function percentage(rate: Rate): string {
  return `${percentOf(rate)}%`;
}

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'none the week before';
  const rate = Math.round(((current - previous) * 1000) / previous) / 10;
  return `${rate > 0 ? '+' : ''}${rate}% on the week before (${count(previous)})`;
}

function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

const NO_STORE_REPORT = 'no store report yet';

/** A store that reported none of the week's days has no figure, never 0 (docs/digest.md). */
function installsOf({ appStoreInstalls, playStoreInstalls, installs }: InfluencerWeek): string {
  if (installs === null) return `installs: ${NO_STORE_REPORT}`;
  const store = (name: string, value: number | null) => (value === null ? `${name}: ${NO_STORE_REPORT}` : `${name} ${count(value)}`);
  return `${counted(installs, 'install', 'installs')} (${store('App Store', appStoreInstalls)}, ${store('Google Play', playStoreInstalls)})`;
}

function influencerLine(row: InfluencerWeek): string {
  const taps = row.appStoreClicks + row.playStoreClicks;
  return (
    `${counted(row.uniqueVisitors, 'visitor', 'visitors')}, ${counted(row.pageViews, 'page view', 'page views')}, ${counted(taps, 'store tap', 'store taps')}, ` +
    `conversion ${percentage(clickConversion({ storeTaps: taps, pageViews: row.pageViews }))}, ` +
    `visitor conversion ${percentage(visitorConversion({ storeVisitors: row.uniqueAppStoreClicks + row.uniquePlayStoreClicks, visitors: row.uniqueVisitors }))}, ` +
    installsOf(row)
  );
}

function throughDay(day: string, week: DigestWeek): string {
  const sameYear = day.slice(0, 4) === week.sunday.slice(0, 4);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

function installsThroughLine(through: InstallsThroughDto, week: DigestWeek): string {
  if (through.appStore === null && through.playStore === null) return 'Installs: no store report imported yet';
  const store = (name: string, day: string | null) => (day === null ? `${name} not imported yet` : `${name} through ${throughDay(day, week)}`);
  return `Installs: ${store('App Store', through.appStore)}, ${store('Google Play', through.playStore)}`;
}

type Section = { title: string; lines: [string, string][]; empty: string; note?: string };

function sections({ week, site, campaigns, installsThrough, support }: DigestFigures): Section[] {
  const siteSections: Section[] = [
    {
      title: 'The site',
      lines: SITE_FIGURES.map(([key, label]) => [label, `${count(site.current[key])} (${change(site.current[key], site.previous[key])})`]),
      empty: '',
    },
    { title: 'Top sources, by visitors', lines: site.top.source.map((row) => [row.value, count(row.visitors)]), empty: 'No visitors.' },
    { title: 'Top pages, by visitors', lines: site.top.page.map((row) => [row.value, count(row.visitors)]), empty: 'No visitors.' },
  ];
  return [
    ...siteSections,
    ...campaigns.map(({ campaign, influencers }) => ({
      title: `${CAMPAIGN_NAMES[campaign]} (${CAMPAIGN_PAGES[campaign]}): top influencers by visitors`,
      lines: influencers.map((row): [string, string] => [row.influencer, influencerLine(row)]),
      empty: 'No visitors.',
      note: installsThroughLine(installsThrough, week),
    })),
    {
      title: 'Support requests',
      lines: [
        ['Opened', count(support.opened)],
        ['Answered (and still so)', count(support.answered)],
        [`Overdue now (open past the ${ANSWER_WITHIN_HOURS}-hour promise)`, count(support.overdue)],
      ],
      empty: '',
    },
  ];
}

export type DigestMailContext = { kind: DigestMailKind; mailId: string; recipients: string[]; domain: string; queuedAt: Date; figures: DigestFigures };

/** Every value from the database (handles, paths, sources) reaches the HTML only through html``, which escapes it. */
export function digestMail({ kind, mailId, recipients, domain, queuedAt, figures }: DigestMailContext): SendMailOptions {
  const { week } = figures;
  const heading = `Lineup weekly digest, ${week.label}: ${longDay(week.monday)} to ${longDay(week.sunday)}`;
  const note = 'The figures are those of these seven days in UTC (00:00 to 24:00 UTC each), as the admin dashboards count them.';
  const parts = sections(figures);
  const text = parts.flatMap(({ title, lines, empty, note }) => [
    title,
    ...(lines.length ? lines.map(([label, value]) => `- ${label}: ${value}`) : [empty]),
    ...(note ? [note] : []),
    '',
  ]);
  const body = parts.map(
    ({ title, lines, empty, note }) =>
      html`<h2 style="font-size: 1.1em">${title}</h2>
        ${
          lines.length
            ? html`<ul>
                ${lines.map(([label, value]) => html`<li><strong>${label}:</strong> ${value}</li>`)}
              </ul>`
            : html`<p>${empty}</p>`
        }
        ${note ? html`<p style="color: #666">${note}</p>` : ''}`,
  );
  return {
    messageId: digestMessageId(kind, week, mailId, domain),
    date: queuedAt,
    to: recipients,
    subject: `${kind === 'preview' ? 'Preview: ' : ''}Lineup weekly digest ${week.label} (${week.monday} to ${week.sunday})`,
    text: [heading, note, '', ...text].join('\n'),
    html: page(
      html`<h1 style="font-size: 1.3em">${heading}</h1>
        <p style="color: #666">${note}</p>
        ${body}`,
    ),
  };
}

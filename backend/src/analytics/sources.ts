type NamedSource = { name: string; domains: readonly string[]; utmSources: readonly string[] };

/** Each domain covers its subdomains (l.instagram.com, m.facebook.com); Google is matched by a pattern, for its many country domains. */
const NAMED_SOURCES: readonly NamedSource[] = [
  { name: 'Instagram', domains: ['instagram.com', 'com.instagram.android'], utmSources: ['instagram', 'ig'] },
  { name: 'TikTok', domains: ['tiktok.com', 'com.zhiliaoapp.musically'], utmSources: ['tiktok', 'tt'] },
  { name: 'Google', domains: ['com.google.android.googlequicksearchbox'], utmSources: ['google'] },
  { name: 'Facebook', domains: ['facebook.com', 'fb.com', 'fb.me', 'com.facebook.katana'], utmSources: ['facebook', 'fb'] },
  { name: 'Messenger', domains: ['messenger.com', 'm.me'], utmSources: ['messenger'] },
  { name: 'X', domains: ['t.co', 'twitter.com', 'x.com'], utmSources: ['x', 'twitter'] },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be', 'com.google.android.youtube'], utmSources: ['youtube', 'yt'] },
  { name: 'Reddit', domains: ['reddit.com', 'redd.it'], utmSources: ['reddit'] },
  { name: 'Bing', domains: ['bing.com'], utmSources: ['bing'] },
  { name: 'DuckDuckGo', domains: ['duckduckgo.com'], utmSources: ['duckduckgo', 'ddg'] },
  { name: 'Yahoo', domains: ['yahoo.com'], utmSources: ['yahoo'] },
  { name: 'Ecosia', domains: ['ecosia.org'], utmSources: ['ecosia'] },
  { name: 'LinkedIn', domains: ['linkedin.com', 'lnkd.in', 'com.linkedin.android'], utmSources: ['linkedin'] },
  { name: 'WhatsApp', domains: ['whatsapp.com', 'wa.me', 'com.whatsapp'], utmSources: ['whatsapp', 'wa'] },
  { name: 'Telegram', domains: ['t.me', 'telegram.org', 'org.telegram.messenger'], utmSources: ['telegram'] },
  { name: 'Pinterest', domains: ['pinterest.com', 'pin.it'], utmSources: ['pinterest'] },
  { name: 'Snapchat', domains: ['snapchat.com', 'com.snapchat.android'], utmSources: ['snapchat', 'snap'] },
  { name: 'Threads', domains: ['threads.net', 'threads.com'], utmSources: ['threads'] },
  { name: 'Bluesky', domains: ['bsky.app'], utmSources: ['bluesky', 'bsky'] },
  { name: 'Discord', domains: ['discord.com', 'discord.gg', 'discordapp.com'], utmSources: ['discord'] },
];

/** google.com, www.google.co.uk, news.google.de; not google.example.com. */
const GOOGLE_HOST = /(^|\.)google\.([a-z]{2,3}|com?\.[a-z]{2})$/;

/** The column holds 64 characters; a longer unknown host is cut. */
const SOURCE_MAX_LENGTH = 64;

function namedByHost(host: string): string | undefined {
  if (GOOGLE_HOST.test(host)) return 'Google';
  return NAMED_SOURCES.find(({ domains }) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`)))?.name;
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice('www.'.length) : host;
}

/** `host` is lower case, as URL parsing leaves it. */
export function sourceOfReferrerHost(host: string): string {
  return (namedByHost(host) ?? withoutWww(host)).slice(0, SOURCE_MAX_LENGTH);
}

/** A utm_source may be a name (`ig`) or a host (`instagram.com`); one not on the list is kept as it was tagged. */
export function sourceOfUtmSource(utmSource: string): string {
  const tag = utmSource.toLowerCase();
  return (NAMED_SOURCES.find(({ utmSources }) => utmSources.includes(tag))?.name ?? namedByHost(withoutWww(tag)) ?? utmSource).slice(0, SOURCE_MAX_LENGTH);
}

export const DIRECT_SOURCE = 'Direct';

/** null: a referrer on the site's own host, a visitor moving between pages. */
export function sourceOf({ referrerHost, utmSource, ownHost }: { referrerHost: string | null; utmSource: string | null; ownHost: string }): string | null {
  if (referrerHost !== null) return referrerHost === ownHost ? null : sourceOfReferrerHost(referrerHost);
  return utmSource !== null ? sourceOfUtmSource(utmSource) : DIRECT_SOURCE;
}

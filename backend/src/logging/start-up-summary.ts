import type { KeptAdminPassword } from '../admin';
import { shownPath } from '../common/shown-path';
import { CRASH_LIMIT, CRASH_WINDOW_MS } from '../common/supervision';
import { digestRecipients, type EnvironmentVariables } from '../config/environment';
import { mailTransportConfig } from '../config/mail.config';
import { embeddedPostgresLogFile } from '../database/embedded-postgres';
import type { LogFormat } from './app-logger';

/** The first of the admin menu (frontend/src/app/paths.ts). */
const ADMIN_DASHBOARD_PATH = '/admin/analytics';
const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

type SummaryFacts = Pick<
  EnvironmentVariables,
  | 'HOST'
  | 'PORT'
  | 'WEB_ROOT'
  | 'PUBLIC_SITE_URL'
  | 'DATABASE_URL'
  | 'EMBEDDED_POSTGRES_DIR'
  | 'EMBEDDED_POSTGRES_PORT'
  | 'ADMIN_PASSWORD'
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'MAIL_DIR'
  | 'DIGEST_RECIPIENTS'
  | 'DIGEST_TIME_ZONE'
>;

/** The database in words, never with its password. */
function describeDatabase(env: SummaryFacts): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
  }
  const log = shownPath(embeddedPostgresLogFile(env.EMBEDDED_POSTGRES_DIR));
  return `embedded PostgreSQL in ${shownPath(env.EMBEDDED_POSTGRES_DIR)}, port ${env.EMBEDDED_POSTGRES_PORT} (its own log: ${log})`;
}

function describeRestarts(env: SummaryFacts, supervised: boolean): string {
  const postgres = env.DATABASE_URL ? undefined : 'the embedded PostgreSQL whenever it stops';
  if (!supervised) return postgres ? `${postgres} (the API itself only under make start)` : 'none (the API itself only under make start)';
  const api = `the API after a crash, up to ${CRASH_LIMIT} times within ${CRASH_WINDOW_MS / 1_000} s`;
  return postgres ? `${api}; ${postgres}` : api;
}

/** Where the site's mail goes, never with the SMTP login. */
function describeMail(env: SummaryFacts): string {
  const transport = mailTransportConfig(env);
  if (transport.kind === 'smtp') return `SMTP server ${new URL(transport.url).host} (SMTP_URL)`;
  if (transport.kind === 'files') return `written as .eml files to ${shownPath(transport.directory)} (no SMTP_URL)`;
  return 'not sent: SMTP_URL is unset (support requests are stored, their mails marked skipped)';
}

function describeDigest(env: SummaryFacts): string {
  const recipients = digestRecipients(env.DIGEST_RECIPIENTS);
  if (recipients.length === 0) return 'off (DIGEST_RECIPIENTS is unset)';
  if (mailTransportConfig(env).kind === 'none') return 'off: no mail can be sent (SMTP_URL is unset)';
  return `to ${recipients.join(', ')}, Mondays at 08:00 ${env.DIGEST_TIME_ZONE}`;
}

/** Where the password is; the password itself only in `words` (a terminal), never in JSON lines that may be kept. */
function describeAdminPassword(env: SummaryFacts, kept: KeptAdminPassword | undefined, words: boolean): string {
  if (env.ADMIN_PASSWORD) return 'the one in ADMIN_PASSWORD';
  if (!kept) return 'none: admin login is disabled until ADMIN_PASSWORD is set';
  const where = `${kept.created ? 'made now, ' : ''}kept in ${shownPath(kept.file)}; set ADMIN_PASSWORD to use another`;
  return words ? `${kept.password}   (${where})` : where;
}

export type StartUpSummary = { message: string; fields: Record<string, string> };

export function startUpSummary(env: SummaryFacts, kept: KeptAdminPassword | undefined, format: LogFormat, supervised: boolean): StartUpSummary {
  const host = EVERY_ADDRESS.has(env.HOST) ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  const local = `http://${host}:${env.PORT}`;
  const site = env.WEB_ROOT ? local : new URL(env.PUBLIC_SITE_URL).origin;
  const headline = env.WEB_ROOT ? `Lineup is ready at ${local}` : `The Lineup API is ready at ${local}/api (the site itself is served from ${site})`;
  const fields = {
    database: describeDatabase(env),
    restarts: describeRestarts(env, supervised),
    mail: describeMail(env),
    weeklyDigest: describeDigest(env),
    adminDashboards: `${site}${ADMIN_DASHBOARD_PATH}`,
    adminPassword: describeAdminPassword(env, kept, format === 'pretty'),
  };
  if (format === 'json') return { message: headline, fields };
  const lines = [
    headline,
    `  Database          ${fields.database}`,
    `  Restarts          ${fields.restarts}`,
    `  Mail              ${fields.mail}`,
    `  Weekly digest     ${fields.weeklyDigest}`,
    `  Admin dashboards  ${fields.adminDashboards} (and the other pages of its menu)`,
    `  Admin password    ${fields.adminPassword}`,
    '  Stop with Ctrl-C',
  ];
  return { message: lines.join('\n'), fields: {} };
}

import { join } from 'node:path';
import { validateEnvironment } from '../config/environment';
import { startUpSummary } from './start-up-summary';

const kept = { password: 'Zm9vYmFyYmF6cXV4LXNlY3JldA', file: join(process.cwd(), '.data', 'admin-password'), created: false };

describe('startUpSummary', () => {
  it('tells a person at a terminal where the site, the database, the dashboards and the password are, and what is restarted', () => {
    const env = validateEnvironment({ PORT: '8080', WEB_ROOT: 'frontend/dist' });
    expect(startUpSummary(env, kept, 'pretty', true).message.split('\n')).toEqual([
      'Lineup is ready at http://localhost:8080',
      '  Database          embedded PostgreSQL in .data/postgres, port 54329 (its own log: .data/postgres.log)',
      '  Restarts          the API after a crash, up to 5 times within 60 s; the embedded PostgreSQL whenever it stops',
      '  Mail              written as .eml files to .data/mail (no SMTP_URL)',
      '  Weekly digest     off (DIGEST_RECIPIENTS is unset)',
      '  Admin dashboards  http://localhost:8080/admin/analytics (and the other pages of its menu)',
      '  Admin password    Zm9vYmFyYmF6cXV4LXNlY3JldA   (kept in .data/admin-password; set ADMIN_PASSWORD to use another)',
      '  Stop with Ctrl-C',
    ]);
  });

  it('gives JSON lines fields, with where the password is kept but never the password', () => {
    const env = validateEnvironment({ PORT: '8080', WEB_ROOT: 'frontend/dist' });
    const { message, fields } = startUpSummary(env, { ...kept, created: true }, 'json', false);
    expect(message).toBe('Lineup is ready at http://localhost:8080');
    expect(fields).toEqual({
      database: 'embedded PostgreSQL in .data/postgres, port 54329 (its own log: .data/postgres.log)',
      restarts: 'the embedded PostgreSQL whenever it stops (the API itself only under make start)',
      mail: 'written as .eml files to .data/mail (no SMTP_URL)',
      weeklyDigest: 'off (DIGEST_RECIPIENTS is unset)',
      adminDashboards: 'http://localhost:8080/admin/analytics',
      adminPassword: 'made now, kept in .data/admin-password; set ADMIN_PASSWORD to use another',
    });
    expect(JSON.stringify(fields)).not.toContain(kept.password);
  });

  it('names DATABASE_URL and SMTP_URL without their passwords, and ADMIN_PASSWORD without its value', () => {
    const env = validateEnvironment({
      PORT: '3000',
      DATABASE_URL: 'postgres://lineup:s3cret-pw@db.internal:5432/lineup',
      ADMIN_PASSWORD: 'a-long-enough-secret',
      PUBLIC_SITE_URL: 'https://lineup.surf',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://mailer:s3cret-smtp@smtp.example.com:465',
      DIGEST_RECIPIENTS: 'team@lineup.surf, ops@lineup.surf',
      DIGEST_TIME_ZONE: 'Europe/Lisbon',
    });
    const { message, fields } = startUpSummary(env, undefined, 'json', false);
    expect(message).toBe('The Lineup API is ready at http://localhost:3000/api (the site itself is served from https://lineup.surf)');
    expect(fields).toEqual({
      database: 'PostgreSQL at db.internal:5432/lineup (DATABASE_URL)',
      restarts: 'none (the API itself only under make start)',
      mail: 'SMTP server smtp.example.com:465 (SMTP_URL)',
      weeklyDigest: 'to team@lineup.surf, ops@lineup.surf, Mondays at 08:00 Europe/Lisbon',
      adminDashboards: 'https://lineup.surf/admin/analytics',
      adminPassword: 'the one in ADMIN_PASSWORD',
    });
    expect(JSON.stringify({ message, fields })).not.toMatch(/s3cret-pw|a-long-enough-secret|s3cret-smtp|mailer/);
    expect(startUpSummary(env, undefined, 'json', true).fields.restarts).toBe('the API after a crash, up to 5 times within 60 s');
  });

  it('says when mail goes nowhere, and where MAIL_DIR puts it', () => {
    const production = validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret' });
    expect(startUpSummary(production, undefined, 'json', false).fields.mail).toBe('not sent: SMTP_URL is unset (support requests are stored, their mails marked skipped)');
    const files = validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret', MAIL_DIR: '/var/mail/lineup' });
    expect(startUpSummary(files, undefined, 'json', false).fields.mail).toBe('written as .eml files to /var/mail/lineup (no SMTP_URL)');
    const digestWithoutMail = validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret', DIGEST_RECIPIENTS: 'team@lineup.surf' });
    expect(startUpSummary(digestWithoutMail, undefined, 'json', false).fields.weeklyDigest).toBe('off: no mail can be sent (SMTP_URL is unset)');
  });
});

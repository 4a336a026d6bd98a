import { validateEnvironment } from './environment';
import { mailTransportConfig } from './mail.config';

describe('mailTransportConfig', () => {
  it('sends through SMTP_URL whenever it is set', () => {
    expect(mailTransportConfig(validateEnvironment({ SMTP_URL: 'smtp://mailpit:1025', MAIL_DIR: '/tmp/mail' }))).toEqual({ kind: 'smtp', url: 'smtp://mailpit:1025' });
  });

  it('writes .eml files to .data/mail beside the embedded database in development, or to MAIL_DIR anywhere', () => {
    expect(mailTransportConfig(validateEnvironment({}))).toEqual({ kind: 'files', directory: '.data/mail' });
    expect(mailTransportConfig(validateEnvironment({ EMBEDDED_POSTGRES_DIR: '/srv/lineup/postgres' }))).toEqual({ kind: 'files', directory: '/srv/lineup/mail' });
    expect(mailTransportConfig(validateEnvironment({ NODE_ENV: 'test', MAIL_DIR: 'out/mail' }))).toEqual({ kind: 'files', directory: 'out/mail' });
  });

  it('sends nothing outside development without SMTP_URL or MAIL_DIR', () => {
    expect(mailTransportConfig(validateEnvironment({ NODE_ENV: 'test' }))).toEqual({ kind: 'none' });
    expect(mailTransportConfig(validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret' }))).toEqual({ kind: 'none' });
  });
});

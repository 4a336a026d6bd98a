import { digestRecipients, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('fills every default when nothing is set', () => {
    const env = validateEnvironment({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATABASE_POOL_SIZE: 20, TRUST_PROXY: 'false', LOG_LEVEL: 'info', LOG_FORMAT: 'auto' });
  });

  it('fills in the default rate limits and mail settings', () => {
    expect(validateEnvironment({})).toMatchObject({
      RATE_LIMIT_TRACKING_PER_MIN: 120,
      RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: 1200,
      RATE_LIMIT_BETA_PER_MIN: 10,
      RATE_LIMIT_SUPPORT_PER_MIN: 5,
      RATE_LIMIT_LOGIN_PER_15_MIN: 10,
      SUPPORT_EMAIL: 'support@lineup.surf',
    });
    expect(validateEnvironment({}).SMTP_URL).toBeUndefined();
    expect(validateEnvironment({})).toMatchObject({ MAIL_RETRY_LIMIT: 10, MAIL_RETRY_DELAY_SECONDS: 30, MAIL_ATTEMPT_TIMEOUT_SECONDS: 120 });
    expect(validateEnvironment({}).ANALYTICS_RAW_RETENTION_DAYS).toBe(400);
  });

  it('fills the login failure limit and the public site URL, and leaves Redis off by default', () => {
    expect(validateEnvironment({})).toMatchObject({ LOGIN_FAILURES_PER_HOUR: 100, PUBLIC_SITE_URL: 'http://localhost:8080' });
    expect(validateEnvironment({}).REDIS_URL).toBeUndefined();
    expect(validateEnvironment({ REDIS_URL: 'redis://cache:6379/0' }).REDIS_URL).toBe('redis://cache:6379/0');
  });

  it('converts numbers from their text form', () => {
    expect(validateEnvironment({ PORT: '8080' }).PORT).toBe(8080);
  });

  it.each([
    [{ PORT: '70000' }, 'Invalid configuration: PORT must not be greater than 65535'],
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be an integer number'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: ADMIN_PASSWORD is required when NODE_ENV=production'],
    [{ ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD must be at least 12 characters long'],
    [{ RATE_LIMIT_LOGIN_PER_15_MIN: '0' }, 'Invalid configuration: RATE_LIMIT_LOGIN_PER_15_MIN must not be less than 1'],
    [{ RATE_LIMIT_TRACKING_PER_MIN: 'many' }, 'Invalid configuration: RATE_LIMIT_TRACKING_PER_MIN must be an integer number'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ ANALYTICS_GEOIP_DATABASE: 'dbip-country-lite.csv' }, 'Invalid configuration: ANALYTICS_GEOIP_DATABASE must name an .mmdb file'],
    [{ SUPPORT_EMAIL: 'support' }, 'Invalid configuration: SUPPORT_EMAIL must be an email address'],
    [{ REDIS_URL: 'cache:6379' }, 'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL'],
    [{ PUBLIC_SITE_URL: 'lineup.surf' }, 'Invalid configuration: PUBLIC_SITE_URL must be an http(s) URL'],
    [{ LOGIN_FAILURES_PER_HOUR: '0' }, 'Invalid configuration: LOGIN_FAILURES_PER_HOUR must not be less than 1'],
    [{ LOG_FORMAT: 'yaml' }, 'Invalid configuration: LOG_FORMAT must be one of auto, json, pretty'],
    [{ MAIL_RETRY_LIMIT: '13' }, 'Invalid configuration: MAIL_RETRY_LIMIT must not be greater than 12'],
    [{ MAIL_RETRY_DELAY_SECONDS: '0' }, 'Invalid configuration: MAIL_RETRY_DELAY_SECONDS must not be less than 1'],
    [{ MAIL_ATTEMPT_TIMEOUT_SECONDS: '2' }, 'Invalid configuration: MAIL_ATTEMPT_TIMEOUT_SECONDS must not be less than 3'],
    [{ ANALYTICS_RAW_RETENTION_DAYS: '0' }, 'Invalid configuration: ANALYTICS_RAW_RETENTION_DAYS must not be less than 1'],
    [{ DIGEST_RECIPIENTS: 'team@lineup.surf, nobody' }, 'Invalid configuration: DIGEST_RECIPIENTS must be comma-separated email addresses; "nobody" is not one'],
    [{ DIGEST_TIME_ZONE: 'Pacific Time' }, 'Invalid configuration: DIGEST_TIME_ZONE must be an IANA time zone name such as America/Los_Angeles'],
  ])('rejects %j with one line naming the variable', (raw, message) => {
    expect(() => validateEnvironment(raw)).toThrow(message);
    try {
      validateEnvironment(raw);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads the digest recipients as a list and defaults the digest to Los Angeles time', () => {
    expect(validateEnvironment({})).toMatchObject({ DIGEST_TIME_ZONE: 'America/Los_Angeles' });
    expect(digestRecipients(validateEnvironment({ DIGEST_RECIPIENTS: ' team@lineup.surf,ops@lineup.surf ,' }).DIGEST_RECIPIENTS)).toEqual(['team@lineup.surf', 'ops@lineup.surf']);
    expect(digestRecipients(validateEnvironment({}).DIGEST_RECIPIENTS)).toEqual([]);
  });

  it('accepts production with an admin password', () => {
    expect(validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret' }).NODE_ENV).toBe('production');
  });
});

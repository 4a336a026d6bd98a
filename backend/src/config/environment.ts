import { plainToInstance } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, validateSync } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../common/email';
import { isEmailAddress } from '../common/text';

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
const RATE_LIMIT_MAX = 1_000_000;
/** With both at their maximum, the last retry comes about 57 days after the first attempt. */
const MAIL_RETRY_LIMIT_MAX = 12;
const MAIL_RETRY_DELAY_MAX_SECONDS = 600;
const ANALYTICS_RAW_RETENTION_DAYS_MAX = 36_500;

/** What each variable means: .env.example. Validated once at start, so a wrong value stops the server with one line. */
export class EnvironmentVariables {
  @IsIn(NODE_ENVIRONMENTS)
  NODE_ENV: (typeof NODE_ENVIRONMENTS)[number] = 'development';

  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  @IsNotEmpty()
  HOST: string = '0.0.0.0';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsString()
  @IsNotEmpty()
  EMBEDDED_POSTGRES_DIR: string = '.data/postgres';

  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_POSTGRES_PORT: number = 54329;

  /** Per API process; 20 measured as fast as 10 or 40 with better group commit (bench/load/README.md). */
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE: number = 20;

  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required when NODE_ENV=production' })
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters long' })
  @MaxLength(256)
  ADMIN_PASSWORD?: string;

  @IsString()
  TRUST_PROXY: string = 'false';

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  WEB_ROOT?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT: (typeof LOG_FORMATS)[number] = 'auto';

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_TRACKING_PER_MIN: number = 120;

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: number = 1200;

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_BETA_PER_MIN: number = 10;

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_SUPPORT_PER_MIN: number = 5;

  /** Report look-ups by link; a page load makes one, a range change one more. */
  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_REPORT_PER_MIN: number = 30;

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  RATE_LIMIT_LOGIN_PER_15_MIN: number = 10;

  @IsInt()
  @Min(1)
  @Max(RATE_LIMIT_MAX)
  LOGIN_FAILURES_PER_HOUR: number = 100;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Matches(/^https?:\/\/[^\s/]+\S*$/, { message: 'PUBLIC_SITE_URL must be an http(s) URL' })
  PUBLIC_SITE_URL: string = 'http://localhost:8080';

  /** Its `id<digits>` is the app an App Store installs file must be for (installs/). */
  @Matches(/^https?:\/\/[^\s/]+\S*$/, { message: 'APP_STORE_URL must be an http(s) URL' })
  APP_STORE_URL: string = 'https://apps.apple.com/us/app/lineup-surf-forecasts/id6740000000';

  @Matches(/^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/, { message: 'ANDROID_PACKAGE_NAME must be an Android package name, e.g. surf.lineup.app' })
  ANDROID_PACKAGE_NAME: string = 'surf.lineup.app';

  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an email address' })
  SUPPORT_EMAIL: string = 'support@lineup.surf';

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  SMTP_FROM?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  MAIL_DIR?: string;

  @IsInt()
  @Min(0)
  @Max(MAIL_RETRY_LIMIT_MAX)
  MAIL_RETRY_LIMIT: number = 10;

  @IsInt()
  @Min(1)
  @Max(MAIL_RETRY_DELAY_MAX_SECONDS)
  MAIL_RETRY_DELAY_SECONDS: number = 30;

  @IsInt()
  @Min(3)
  @Max(3600)
  MAIL_ATTEMPT_TIMEOUT_SECONDS: number = 120;

  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'digestRecipients',
    validator: {
      validate: (value: string) => invalidRecipient(value) === undefined,
      defaultMessage: (args) => `DIGEST_RECIPIENTS must be comma-separated email addresses; "${invalidRecipient(args?.value as string)}" is not one`,
    },
  })
  DIGEST_RECIPIENTS?: string;

  @ValidateBy({
    name: 'timeZone',
    validator: { validate: isTimeZone, defaultMessage: () => 'DIGEST_TIME_ZONE must be an IANA time zone name such as America/Los_Angeles' },
  })
  DIGEST_TIME_ZONE: string = 'America/Los_Angeles';

  @IsInt()
  @Min(1)
  @Max(ANALYTICS_RAW_RETENTION_DAYS_MAX)
  ANALYTICS_RAW_RETENTION_DAYS: number = 400;

  @IsInt()
  @Min(1)
  @Max(3600)
  ANALYTICS_JOB_INTERVAL_SECONDS: number = 60;

  @IsOptional()
  @IsString()
  @Matches(/\.mmdb$/, { message: 'ANALYTICS_GEOIP_DATABASE must name an .mmdb file' })
  ANALYTICS_GEOIP_DATABASE?: string;
}

export function digestRecipients(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

function invalidRecipient(value: string): string | undefined {
  return digestRecipients(value).find((address) => address.length > EMAIL_MAX_LENGTH || !isEmailAddress(address));
}

function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function firstProblem(env: EnvironmentVariables): string | undefined {
  const [error] = validateSync(env, { skipMissingProperties: false });
  if (!error) return undefined;
  // Decorators run bottom-up, so the last constraint is the topmost one: the type check comes first.
  const message = Object.values(error.constraints ?? {}).at(-1) ?? 'is invalid';
  return message.startsWith(error.property) ? message : `${error.property} ${message}`;
}

export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { enableImplicitConversion: true });
  const problem = firstProblem(env);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  return env;
}

export function environmentOrExit(): EnvironmentVariables {
  try {
    return validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

import { plainToInstance } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';

const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every variable the API reads, with its default. Validated once at start so that a wrong
 * value stops the server with one line naming the variable instead of failing later.
 */
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

  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE: number = 20;

  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required when NODE_ENV=production' })
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters long' })
  @MaxLength(256)
  ADMIN_PASSWORD?: string;

  /** Which proxies may set X-Forwarded-For: "false", "true" (any), or a comma-separated list of addresses/CIDRs. */
  @IsString()
  TRUST_PROXY: string = 'false';

  /** The built site; when set, the API serves it too (the single-process `make start` shape). */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  WEB_ROOT?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
}

function firstProblem(env: EnvironmentVariables): string | undefined {
  const [error] = validateSync(env, { skipMissingProperties: false });
  if (!error) return undefined;
  // Decorators run bottom-up, so the last constraint is the topmost one: the type check comes first.
  const message = Object.values(error.constraints ?? {}).at(-1) ?? 'is invalid';
  return message.startsWith(error.property) ? message : `${error.property} ${message}`;
}

/** Parses and validates the process environment; throws an Error whose message is one line. */
export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { enableImplicitConversion: true });
  const problem = firstProblem(env);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  return env;
}

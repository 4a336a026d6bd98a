import { registerAs } from '@nestjs/config';
import { type EnvironmentVariables, validateEnvironment } from './environment';

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: boolean | string[];
  webRoot?: string;
  logLevel: EnvironmentVariables['LOG_LEVEL'];
  logFormat: EnvironmentVariables['LOG_FORMAT'];
  publicSiteOrigin: string;
  /** Without a trailing slash: the links the API hands out start with it. */
  publicSiteUrl: string;
};

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const appConfig = registerAs('app', (): AppConfig => {
  const env = validateEnvironment(process.env);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webRoot: env.WEB_ROOT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    publicSiteOrigin: new URL(env.PUBLIC_SITE_URL).origin,
    publicSiteUrl: env.PUBLIC_SITE_URL.replace(/\/+$/, ''),
  };
});

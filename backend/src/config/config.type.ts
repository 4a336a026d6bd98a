import type { AppConfig } from './app.config';
import type { DatabaseConfig } from './database.config';

/** The shape behind ConfigService<AllConfig, true>, so that `getOrThrow('app.port', { infer: true })` is typed. */
export type AllConfig = {
  app: AppConfig;
  database: DatabaseConfig;
};

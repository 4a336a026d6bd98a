import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type DatabaseConfig = {
  poolSize: number;
};

export const databaseConfig = registerAs('database', (): DatabaseConfig => {
  const env = validateEnvironment(process.env);
  return { poolSize: env.DATABASE_POOL_SIZE };
});

import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AdminConfig = {
  /** Unset in development: admin login is then refused, never replaced by a default. */
  password?: string;
};

export const adminConfig = registerAs('admin', (): AdminConfig => {
  const env = validateEnvironment(process.env);
  return { password: env.ADMIN_PASSWORD };
});

import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AdminConfig = {
  /** Unset (NODE_ENV=test without ADMIN_PASSWORD): admin login is then refused, never replaced by a default. */
  password?: string;
};

/** ADMIN_PASSWORD; without it, `keptPassword`: the one main.ts keeps in a file in development. */
export const adminConfig = (keptPassword?: string) =>
  registerAs('admin', (): AdminConfig => {
    const env = validateEnvironment(process.env);
    return { password: env.ADMIN_PASSWORD ?? keptPassword };
  });

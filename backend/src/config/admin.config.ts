import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AdminConfig = {
  /** Unset: admin login is refused, never opened with a default. */
  password?: string;
};

export const adminConfig = (keptPassword?: string) =>
  registerAs('admin', (): AdminConfig => {
    const env = validateEnvironment(process.env);
    return { password: env.ADMIN_PASSWORD ?? keptPassword };
  });

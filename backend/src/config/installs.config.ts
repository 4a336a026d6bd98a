import { registerAs } from '@nestjs/config';
import type { InstallStore } from '../installs';
import { validateEnvironment } from './environment';

/** The app each store's installs file must be for; '' when APP_STORE_URL names no app id, so no App Store file is for this site. */
export type InstallsConfig = { apps: Record<InstallStore, string> };

export const installsConfig = registerAs('installs', (): InstallsConfig => {
  const env = validateEnvironment(process.env);
  const appleId = /\/id(\d+)(?:[/?#]|$)/.exec(env.APP_STORE_URL)?.[1] ?? '';
  return { apps: { 'app-store': appleId, 'play-store': env.ANDROID_PACKAGE_NAME } };
});

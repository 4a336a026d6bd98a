import { registerAs } from '@nestjs/config';
import { digestRecipients, validateEnvironment } from './environment';

export type DigestConfig = {
  recipients: string[];
  timeZone: string;
};

export const digestConfig = registerAs('digest', (): DigestConfig => {
  const env = validateEnvironment(process.env);
  return { recipients: digestRecipients(env.DIGEST_RECIPIENTS), timeZone: env.DIGEST_TIME_ZONE };
});

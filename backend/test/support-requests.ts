import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { queryDatabase } from './test-app';

export { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../infra/scripts/smtp-server.mjs';

export const VALID_SUPPORT_REQUEST = {
  name: 'Kai Lopez',
  email: 'kai@example.com',
  subject: 'Forecast for Steamer Lane looks off',
  category: 'forecasts',
  priority: 'high',
  description: 'The tide chart shows yesterday.\nSecond line.',
};

/** Retries within seconds, so that the delivery tests wait seconds, not minutes. */
export const FAST_MAIL = { MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_LIMIT: '2', MAIL_ATTEMPT_TIMEOUT_SECONDS: '3' };

export const SUPPORT_INBOX = 'desk@lineup.example';

/** Posts a support request (VALID_SUPPORT_REQUEST with `fields` on top) and returns its id. */
export async function submitSupportRequest(app: NestFastifyApplication, fields: Record<string, string> = {}): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/support')
    .send({ ...VALID_SUPPORT_REQUEST, ...fields })
    .expect(201);
  return (response.body as { id: string }).id;
}

export type MailRow = { request_id: string; kind: string; status: string; skip_reason: string | null; attempts: number; last_error: string | null };

export function mailRows(databaseUrl: string): Promise<MailRow[]> {
  return queryDatabase<MailRow>(databaseUrl, 'SELECT request_id, kind, status, skip_reason, attempts, last_error FROM support_mail ORDER BY created_at, kind DESC');
}

/** Polls the mail rows until `done` holds for them (the queue works in the background). */
export async function waitForMails(databaseUrl: string, done: (rows: MailRow[]) => boolean, timeoutMs = 20_000): Promise<MailRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await mailRows(databaseUrl);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`mails not as expected within ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 100));
  }
}

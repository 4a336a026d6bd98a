import { getMetadataArgsStorage } from 'typeorm';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

const OUTBOX_MAIL_STATUS_DEFAULT = 1796450000000;
const OUTBOX_TABLES = ['support_mail', 'digest_mail'];

/** Mails in every state, stored before the migration. */
const SEED = `
  INSERT INTO support_request (id, name, email, subject, category, priority, description) VALUES
    ('00000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.com', 'Help', 'technical', 'high', 'It broke');
  INSERT INTO support_mail (id, request_id, kind, recipient, status, skip_reason, attempts, last_attempt_at, sent_at, last_error, created_at) VALUES
    ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'team', 'team@example.com', 'failed', NULL, 4, '2026-01-01T10:00:00Z', NULL, 'timeout', '2026-01-01T09:00:00Z'),
    ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', 'receipt', 'ada@example.com', 'skipped', 'receipt-limit', 0, NULL, NULL, NULL, '2026-01-01T09:00:00Z');
  INSERT INTO digest_mail (id, kind, week_start, recipients, status, attempts, last_attempt_at, sent_at, created_at) VALUES
    ('00000000-0000-4000-8000-000000000021', 'weekly', '2025-12-29', 'team@example.com', 'sent', 1, '2026-01-05T08:00:00Z', '2026-01-05T08:00:01Z', '2026-01-05T08:00:00Z')`;

const MAILS = `
  SELECT 'support' AS outbox, id, kind, status, attempts, last_attempt_at, sent_at, last_error, created_at FROM support_mail
  UNION ALL SELECT 'digest', id, kind, status, attempts, last_attempt_at, sent_at, last_error, created_at FROM digest_mail
  ORDER BY 2`;

type ColumnRow = { table_name: string; definition: unknown };

/** The columns every outbox table takes from OutboxMail, as PostgreSQL has them. */
function outboxColumnsSql(): string {
  const names = getMetadataArgsStorage()
    .filterColumns(OutboxMail)
    .map((column) => column.options.name ?? column.propertyName);
  return `
    SELECT table_name, json_build_object('column', column_name, 'type', data_type, 'length', character_maximum_length, 'nullable', is_nullable, 'default', column_default) AS definition
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name IN (${OUTBOX_TABLES.map((table) => `'${table}'`).join(', ')})
      AND column_name IN (${names.map((name) => `'${name}'`).join(', ')})
    ORDER BY column_name, table_name`;
}

describe('the migration that gives the outbox tables one definition of their shared columns', () => {
  let database: TestDatabase;
  let oldSchema: unknown[];
  let oldMails: unknown[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = await migratedTo(database, migrationsUpTo(OUTBOX_MAIL_STATUS_DEFAULT, { included: false }));
    try {
      await before.query(SEED);
      oldSchema = await schema(before);
      oldMails = await before.query(MAILS);
    } finally {
      await before.destroy();
    }
  });

  afterAll(async () => {
    await database.drop();
  });

  it('keeps every mail as it was, defines the shared columns alike in both tables, and gives the old schema back on the way down', async () => {
    const dataSource = await migratedTo(database, migrationsUpTo(OUTBOX_MAIL_STATUS_DEFAULT, { included: true }));
    try {
      expect(oldMails).toHaveLength(3);
      expect(await dataSource.query(MAILS)).toEqual(oldMails);
      const columns = await dataSource.query<ColumnRow[]>(outboxColumnsSql());
      const [support, digest] = OUTBOX_TABLES.map((table) => columns.filter((column) => column.table_name === table).map(({ definition }) => definition));
      expect(support).toHaveLength(7);
      expect(digest).toEqual(support);
      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await schema(dataSource)).toEqual(oldSchema);
      expect(await dataSource.query(MAILS)).toEqual(oldMails);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  });
});

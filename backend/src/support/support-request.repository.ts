import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { SupportMailStatus } from './support-mail.entity';
import { SupportRequest, type SupportRequestStatus } from './support-request.entity';

/** Serialises the receipt count of one address across API processes (the other key is the address's hash). */
const RECEIPT_LOCK_CLASS = 0x72637074;

/** Always in key order (a volatile function runs after ORDER BY), so that two transactions never deadlock. */
const LOCK_ADDRESSES = `
  SELECT pg_advisory_xact_lock($1, key)
  FROM (SELECT DISTINCT hashtext(lower(email)) AS key FROM unnest($2::varchar[]) AS email) AS address
  ORDER BY key`;

/** The receipt count includes the same address's earlier requests in this batch (docs/support-desk.md). */
const STORE_REQUESTS_WITH_MAILS = `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::uuid[], $9::uuid[])
      WITH ORDINALITY AS input(id, name, email, subject, category, priority, description, team_mail_id, receipt_mail_id, position)
  ), request AS (
    INSERT INTO support_request (id, name, email, subject, category, priority, description)
    SELECT id, name, email, subject, category, priority, description FROM input
    RETURNING id
  ), planned (id, request_id, kind, recipient, skip_reason) AS (
    SELECT team_mail_id, id, 'team', $10::varchar, $11::varchar FROM input
    UNION ALL
    SELECT input.receipt_mail_id, input.id, 'receipt', input.email, COALESCE($11,
      CASE WHEN recent.sent + row_number() OVER (PARTITION BY lower(input.email) ORDER BY input.position) > $12 THEN 'receipt-limit' END)
    FROM input CROSS JOIN LATERAL (
      -- One lookup per address in the receipt index, however many receipts the day has seen.
      SELECT count(*) AS sent FROM support_mail
      WHERE kind = 'receipt' AND status <> 'skipped' AND lower(recipient) = lower(input.email) AND created_at > now() - interval '24 hours'
    ) AS recent
  )
  INSERT INTO support_mail (id, request_id, kind, recipient, status, skip_reason)
  SELECT planned.id, planned.request_id, planned.kind, planned.recipient, CASE WHEN planned.skip_reason IS NULL THEN 'queued' ELSE 'skipped' END, planned.skip_reason
  FROM planned JOIN request ON request.id = planned.request_id
  RETURNING id, status`;

export type NewSupportRequest = Pick<SupportRequest, 'id' | 'name' | 'email' | 'subject' | 'category' | 'priority' | 'description'> & {
  teamMailId: string;
  receiptMailId: string;
};

export type StoreOptions = {
  teamAddress: string;
  receiptsPerAddressPerDay: number;
  skipEveryMail: string | null;
};

export type SupportRequestFilter = { status?: SupportRequestStatus; overdue?: boolean };

/** docs/support-desk.md "Overdue": the list's filter and the digest's count are this one condition. */
const OVERDUE = `request.status = 'open' AND request.created_at <= :dueFrom`;

export type SupportWeekCounts = { opened: number; answered: number; overdue: number };

@Injectable()
export class SupportRequestRepository {
  constructor(
    @InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Requests for one address wait for each other here, so their receipts are counted exactly. */
  async lockAddresses(manager: EntityManager, emails: string[]): Promise<void> {
    await manager.query(LOCK_ADDRESSES, [RECEIPT_LOCK_CLASS, emails]);
  }

  storeWithMails(manager: EntityManager, requests: NewSupportRequest[], options: StoreOptions): Promise<{ id: string; status: SupportMailStatus }[]> {
    const column = <K extends keyof NewSupportRequest>(key: K) => requests.map((request) => request[key]);
    return manager.query(STORE_REQUESTS_WITH_MAILS, [
      column('id'),
      column('name'),
      column('email'),
      column('subject'),
      column('category'),
      column('priority'),
      column('description'),
      column('teamMailId'),
      column('receiptMailId'),
      options.teamAddress,
      options.skipEveryMail,
      options.receiptsPerAddressPerDay,
    ]);
  }

  page({ status, overdue }: SupportRequestFilter, dueFrom: Date, skip: number, take: number): Promise<[SupportRequest[], number]> {
    const query = this.requests.createQueryBuilder('request').orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC');
    if (status) query.andWhere('request.status = :status', { status });
    if (overdue !== undefined) query.andWhere(overdue ? OVERDUE : `NOT (${OVERDUE})`, { dueFrom });
    return query.skip(skip).take(take).getManyAndCount();
  }

  /** Opened in [from, to); answered: set to answered in [from, to) and still so; overdue: as the list's filter at dueFrom. */
  async counts(from: Date, to: Date, dueFrom: Date): Promise<SupportWeekCounts> {
    const row = await this.requests
      .createQueryBuilder('request')
      .select('count(*) FILTER (WHERE request.created_at >= :from AND request.created_at < :to)::int', 'opened')
      .addSelect(`count(*) FILTER (WHERE request.status = 'answered' AND request.status_changed_at >= :from AND request.status_changed_at < :to)::int`, 'answered')
      .addSelect(`count(*) FILTER (WHERE ${OVERDUE})::int`, 'overdue')
      .setParameters({ from, to, dueFrom })
      .getRawOne<SupportWeekCounts>();
    return row ?? { opened: 0, answered: 0, overdue: 0 };
  }

  async setStatus(id: string, status: SupportRequestStatus, by: string): Promise<void> {
    await this.requests
      .createQueryBuilder()
      .update()
      .set({ status, statusChangedAt: () => 'now()', statusChangedBy: by })
      .where('id = :id AND status <> :status', { id, status })
      .execute();
  }

  async find(id: string): Promise<SupportRequest | null> {
    return this.requests.findOneBy({ id });
  }
}

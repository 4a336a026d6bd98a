import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page } from '../common/list-query.dto';
import type { CreateSupportRequestDto } from './dto/create-support-request.dto';
import type { SupportRequestDto } from './dto/support-request.dto';
import { SupportMailer } from './support-mailer';
import { SupportRequest } from './support-request.entity';

function toDto({ createdAt, ...fields }: SupportRequest): SupportRequestDto {
  return { ...fields, createdAt: createdAt.toISOString() };
}

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class SupportService {
  constructor(
    @InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>,
    private readonly mailer: SupportMailer,
  ) {}

  /** Stores the request (committed when this resolves), then mails it without waiting for the mail. */
  async create(fields: CreateSupportRequestDto): Promise<string> {
    const id = randomUUID();
    const result = await this.requests
      .createQueryBuilder()
      .insert()
      .values({ id, ...fields })
      .returning('created_at')
      .execute();
    const [{ created_at }] = result.raw as { created_at: Date }[];
    void this.mailer.send({ ...fields, id, createdAt: created_at.toISOString() });
    return id;
  }

  async list(page: number, pageSize: number): Promise<Page<SupportRequestDto>> {
    const [requests, total] = await this.requests.findAndCount({ order: NEWEST_FIRST, skip: (page - 1) * pageSize, take: pageSize });
    return { items: requests.map(toDto), total, page, pageSize };
  }

  async all(): Promise<SupportRequestDto[]> {
    return (await this.requests.find({ order: NEWEST_FIRST })).map(toDto);
  }
}

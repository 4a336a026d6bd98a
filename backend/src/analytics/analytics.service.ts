import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AnalyticsEvent } from './analytics-event.entity';
import type { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';

@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(AnalyticsEvent) private readonly events: Repository<AnalyticsEvent>) {}

  async record({ event, category, label, value, path }: CreateAnalyticsEventDto): Promise<void> {
    await this.events.insert({ event, category, label: label ?? null, value: value ?? null, path });
  }
}

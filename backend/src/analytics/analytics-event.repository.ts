import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AnalyticsEvent } from './analytics-event.entity';

export type NewAnalyticsEvent = Pick<AnalyticsEvent, 'event' | 'category' | 'label' | 'value' | 'path'>;

@Injectable()
export class AnalyticsEventRepository {
  constructor(@InjectRepository(AnalyticsEvent) private readonly events: Repository<AnalyticsEvent>) {}

  async insert(event: NewAnalyticsEvent): Promise<void> {
    await this.events.insert(event);
  }
}

import { Injectable } from '@nestjs/common';
import { AnalyticsEventRepository } from './analytics-event.repository';
import type { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';

@Injectable()
export class AnalyticsService {
  constructor(private readonly events: AnalyticsEventRepository) {}

  async record({ event, category, label, value, path }: CreateAnalyticsEventDto): Promise<void> {
    await this.events.insert({ event, category, label: label ?? null, value: value ?? null, path });
  }
}

import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository';

export type HealthStatus = { status: 'ok' | 'unavailable'; database: 'up' | 'down' };

@Injectable()
export class HealthService {
  constructor(private readonly database: HealthRepository) {}

  async check(): Promise<HealthStatus> {
    try {
      await this.database.ping();
      return { status: 'ok', database: 'up' };
    } catch {
      return { status: 'unavailable', database: 'down' };
    }
  }
}

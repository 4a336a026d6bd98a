import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error.dto';
import { DomainError } from '../common/domain-error';
import { HealthService, type HealthStatus } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The API and its database answer.' })
  @ApiErrors('DATABASE_UNAVAILABLE')
  async check(): Promise<HealthStatus> {
    const health = await this.healthService.check();
    if (health.database === 'down') throw new DomainError('DATABASE_UNAVAILABLE', 'Database unavailable');
    return health;
  }
}

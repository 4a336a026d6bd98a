import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthService, type HealthStatus } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The API and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async check(): Promise<HealthStatus> {
    const health = await this.healthService.check();
    if (health.database === 'down') throw new ServiceUnavailableException('Database unavailable');
    return health;
  }
}

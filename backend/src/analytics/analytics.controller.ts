import { Body, Controller, createParamDecorator, type ExecutionContext, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { callerOf } from '../tracking/caller';
import { AnalyticsService, type SiteVisit } from './analytics.service';
import { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';

const Visit = createParamDecorator((_data: unknown, context: ExecutionContext): SiteVisit => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ...callerOf(request), host: request.hostname };
});

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analyticsService: AnalyticsService) {}

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiOperation({
    description:
      'Stores the event with its time and, from the request, the browser, OS and device of the User-Agent, the country of the client address ' +
      "(when an IP database is configured) and the visitor as a keyed hash of the day's salt, the address and the User-Agent; the address and the " +
      'User-Agent themselves are never stored. A bot or a prefetch (as on the campaign routes) is stored as a bot event, without visitor.',
  })
  @ApiNoContentResponse({ description: 'Stored.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  async record(@Body() body: CreateAnalyticsEventDto, @Visit() visit: SiteVisit): Promise<void> {
    await this.analyticsService.record(body, visit);
  }
}

import { Body, Controller, createParamDecorator, type ExecutionContext, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { callerOf } from '../tracking';
import { AnalyticsService, type SiteVisit } from './analytics.service';
import { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';
import { CreateWebVitalsDto } from './dto/create-web-vitals.dto';
import { WebVitalsService } from './web-vitals.service';

const Visit = createParamDecorator((_data: unknown, context: ExecutionContext): SiteVisit => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ...callerOf(request), host: request.hostname };
});

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly analyticsService: AnalyticsService,
    private readonly webVitalsService: WebVitalsService,
  ) {}

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

  @Post('vitals')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiOperation({
    description:
      "One page load's Web Vitals, sent once when the page is hidden (navigator.sendBeacon), stored with the page, the connection type and, " +
      'from the request, the browser, OS, device and country as the events are; no visitor, no cookie. A bot or a prefetch is answered 204 ' +
      'and stored nowhere. An impossible value (negative, over a minute, CLS over 10), a path that is no page of the site or a beacon without ' +
      'any vital is a 400.',
  })
  @ApiNoContentResponse({ description: 'Stored (or, from a bot, dropped).' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  async recordVitals(@Body() body: CreateWebVitalsDto, @Visit() visit: SiteVisit): Promise<void> {
    await this.webVitalsService.record(body, visit);
  }
}

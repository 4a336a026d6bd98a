import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { AnalyticsService } from './analytics.service';
import { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analyticsService: AnalyticsService) {}

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiNoContentResponse({ description: 'Stored, with its time and nothing about the visitor.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  async record(@Body() body: CreateAnalyticsEventDto): Promise<void> {
    await this.analyticsService.record(body);
  }
}

import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../common/api-error.dto';
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
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async record(@Body() body: CreateAnalyticsEventDto): Promise<void> {
    await this.analyticsService.record(body);
  }
}

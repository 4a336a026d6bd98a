import { Body, Get, Header, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly } from '../admin/admin-session.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import type { CampaignTrackingService } from './campaign-tracking.service';
import { DailyStatsDto } from './dto/daily-stats.dto';
import { InfluencerStatsDto } from './dto/influencer-stats.dto';
import { StatsRangeQueryDto } from './dto/stats-range.dto';
import { TrackInfluencerDto } from './dto/track-influencer.dto';

/** The routes of one campaign; each campaign module extends it under its own path. */
export abstract class CampaignTrackingController {
  protected constructor(private readonly tracking: CampaignTrackingService) {}

  @Post('page-view')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiNoContentResponse({ description: 'Counted once.' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid handle; nothing is counted.' })
  async pageView(@Body() body: TrackInfluencerDto): Promise<void> {
    await this.tracking.track(body.influencer, 'page_view');
  }

  @Post('app-store-click')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiNoContentResponse({ description: 'Counted once.' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid handle; nothing is counted.' })
  async appStoreClick(@Body() body: TrackInfluencerDto): Promise<void> {
    await this.tracking.track(body.influencer, 'app_store_click');
  }

  @Post('play-store-click')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('tracking')
  @ApiNoContentResponse({ description: 'Counted once.' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid handle; nothing is counted.' })
  async playStoreClick(@Body() body: TrackInfluencerDto): Promise<void> {
    await this.tracking.track(body.influencer, 'play_store_click');
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  // The service answers the array as JSON, already serialised.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @AdminOnly()
  @ApiOkResponse({
    type: [InfluencerStatsDto],
    description: 'One record per influencer, by handle. With from/to: the counts of those days, for the influencers active in them.',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  stats(@Query() range: StatsRangeQueryDto): Promise<Buffer> {
    return this.tracking.recordsJson(range);
  }

  @Get('stats/daily')
  @Header('Cache-Control', 'no-store')
  @AdminOnly()
  @ApiOkResponse({ type: [DailyStatsDto], description: 'Counts per UTC day over all influencers, oldest first; days without events are left out.' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  daily(@Query() range: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    return this.tracking.daily(range);
  }
}

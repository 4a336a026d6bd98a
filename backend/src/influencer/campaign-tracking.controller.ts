import { Body, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly } from '../admin/admin-session.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import type { CampaignTrackingService } from './campaign-tracking.service';
import { InfluencerStatsDto } from './dto/influencer-stats.dto';
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
  @AdminOnly()
  @ApiOkResponse({ type: [InfluencerStatsDto], description: 'One record per influencer, by handle.' })
  stats(): Promise<InfluencerStatsDto[]> {
    return this.tracking.all();
  }
}

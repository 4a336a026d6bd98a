import { applyDecorators, Body, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import type { Campaign } from './campaign';
import { Caller } from './caller';
import { DailyStatsDto } from './dto/daily-stats.dto';
import { InfluencerStatsDto } from './dto/influencer-stats.dto';
import { StatsListQueryDto } from './dto/stats-list-query.dto';
import { StatsRangeQueryDto } from './dto/stats-range.dto';
import { TrackInfluencerDto } from './dto/track-influencer.dto';
import { StatsReaderService } from './stats-reader.service';
import { TrackingWriterService } from './tracking-writer.service';
import type { TrackingCaller } from './visitor';

const TrackingRoute = (path: string) =>
  applyDecorators(
    Post(path),
    HttpCode(HttpStatus.NO_CONTENT),
    RateLimit('tracking'),
    ApiOperation({
      description:
        'Counts the call once in the raw figures. Once per visitor and UTC day in the unique figure of its kind, the visitor known by a hash of the ' +
        "day's salt, the campaign, the client address and the User-Agent (no cookie); a call from a known bot, crawler or preview fetcher, " +
        'without User-Agent, or sent as a prefetch or preview (Sec-Purpose, Purpose, X-Moz, X-Purpose) is answered alike and counted as a bot call instead.',
    }),
    ApiNoContentResponse({ description: 'Counted once.' }),
    ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS'),
  );

const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Subclassed per campaign (@Controller, @ApiTags), so each has its own routes and OpenAPI names. */
export abstract class CampaignTrackingController {
  protected constructor(
    private readonly campaign: Campaign,
    private readonly writer: TrackingWriterService,
    private readonly reader: StatsReaderService,
  ) {}

  @TrackingRoute('page-view')
  pageView(@Body() body: TrackInfluencerDto, @Caller() caller: TrackingCaller): Promise<void> {
    return this.writer.track(this.campaign, body.influencer, 'page_view', caller);
  }

  @TrackingRoute('app-store-click')
  appStoreClick(@Body() body: TrackInfluencerDto, @Caller() caller: TrackingCaller): Promise<void> {
    return this.writer.track(this.campaign, body.influencer, 'app_store_click', caller);
  }

  @TrackingRoute('play-store-click')
  playStoreClick(@Body() body: TrackInfluencerDto, @Caller() caller: TrackingCaller): Promise<void> {
    return this.writer.track(this.campaign, body.influencer, 'play_store_click', caller);
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @AdminOnly()
  @ApiOkResponse({
    type: [InfluencerStatsDto],
    description:
      'One record per influencer, by handle unless sorted otherwise; one page of them with limit, every matching one without. ' +
      'With from/to: the counts of those days, for the influencers active in them.',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'The number of matching records, over every page.', schema: { type: 'integer', minimum: 0 } } },
  })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  async stats(@Query() query: StatsListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { body, total } = await this.reader.recordsJson(this.campaign, query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return body;
  }

  @Get('stats/daily')
  @Header('Cache-Control', 'no-store')
  @AdminOnly()
  @ApiOkResponse({ type: [DailyStatsDto], description: 'Counts per UTC day over all influencers, oldest first; days without events are left out.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  daily(@Query() range: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    return this.reader.daily(this.campaign, range);
  }
}

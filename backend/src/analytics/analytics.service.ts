import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { dayOf } from '../common/days';
import { GroupCommit } from '../database/group-commit';
import { VisitorSaltsService } from '../tracking/visitor-salts.service';
import { isBotCall, type TrackingCaller, visitorId } from '../tracking/visitor';
import { AnalyticsEventRepository, type NewAnalyticsEvent } from './analytics-event.repository';
import type { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';
import { referrerParts, screenOf, userAgentDimensions } from './event-dimensions';
import { GeoIpService } from './geoip.service';
import { sourceOf } from './sources';

// As the tracking writer's (bench/load/README.md): the pool of the hot paths is small.
const ANALYTICS_STATEMENTS_IN_FLIGHT = 2;

/** Who sent an event: read from the request, hashed or classified, never stored. */
export type SiteVisit = TrackingCaller & { host: string };

@Injectable()
export class AnalyticsService {
  private readonly writer = new GroupCommit<NewAnalyticsEvent>((events) => this.events.insertMany(events), ANALYTICS_STATEMENTS_IN_FLIGHT);

  constructor(
    private readonly events: AnalyticsEventRepository,
    private readonly clock: Clock,
    private readonly salts: VisitorSaltsService,
    private readonly geoip: GeoIpService,
  ) {}

  /** Answered only after its batch's statement commits (or fails with it). */
  async record(body: CreateAnalyticsEventDto, visit: SiteVisit): Promise<void> {
    const createdAt = this.clock.now();
    const bot = isBotCall(visit);
    const visitor = bot ? null : visitorId(await this.salts.saltOf(dayOf(createdAt)), 'site', visit);
    const referrer = body.referrer ? referrerParts(body.referrer) : null;
    const utmSource = body.utmSource ?? null;
    return this.writer.add({
      event: body.event,
      category: body.category,
      label: body.label ?? null,
      value: body.value ?? null,
      path: body.path,
      createdAt,
      visitor,
      bot,
      referrerHost: referrer?.host ?? null,
      referrerPath: referrer?.path ?? null,
      source: sourceOf({ referrerHost: referrer?.host ?? null, utmSource, ownHost: visit.host }),
      utmSource,
      utmMedium: body.utmMedium ?? null,
      utmCampaign: body.utmCampaign ?? null,
      ref: body.ref ?? null,
      screen: body.screenWidth === undefined || body.screenWidth === null ? null : screenOf(body.screenWidth),
      ...userAgentDimensions(visit.userAgent),
      country: this.geoip.countryOf(visit.address),
    });
  }
}

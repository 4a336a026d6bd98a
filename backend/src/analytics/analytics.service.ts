import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { dayOf } from '../common/days';
import { DomainError } from '../common/domain-error';
import { GroupCommit } from '../database/group-commit';
import { NOT_FOUND_PAGE, sitePageOf } from '../site';
import { ANALYTICS_LIMITS } from './analytics-event.entity';
import { isBotCall, type TrackingCaller, visitorId, VisitorSaltsService } from '../tracking';
import { AnalyticsEventRepository, type NewAnalyticsEvent } from './analytics-event.repository';
import type { CreateAnalyticsEventDto } from './dto/create-analytics-event.dto';
import { referrerParts, screenOf, userAgentDimensions } from './event-dimensions';
import { GeoIpService } from './geoip.service';
import { sourceOf } from './sources';

// As the tracking writer's (bench/load/README.md): the pool of the hot paths is small.
const ANALYTICS_STATEMENTS_IN_FLIGHT = 2;

/** docs/analytics.md, "Pages": a report is stored without its token, a miss as the 404 page labelled with the address; older scripts sent the path as label. */
function pageAndLabel({ event, path, label = null }: CreateAnalyticsEventDto): { path: string; label: string | null } {
  if (event === 'page_view' && label !== null && label !== path) {
    const message = 'label of a page view must be its path';
    throw new DomainError('VALIDATION_FAILED', message, { details: [{ field: 'label', messages: [message] }] });
  }
  const page = sitePageOf(path.replace(/(.)\/+$/, '$1'));
  if (page === null) return { path: NOT_FOUND_PAGE, label: event === 'page_view' ? path.slice(0, ANALYTICS_LIMITS.label) : label };
  return { path: page, label: event === 'page_view' ? page : label };
}

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
    const { path, label } = pageAndLabel(body);
    const createdAt = this.clock.now();
    const bot = isBotCall(visit);
    const visitor = bot ? null : visitorId(await this.salts.saltOf(dayOf(createdAt)), 'site', visit);
    const referrer = body.referrer ? referrerParts(body.referrer) : null;
    const utmSource = body.utmSource ?? null;
    return this.writer.add({
      event: body.event,
      category: body.category,
      label,
      value: body.value ?? null,
      path,
      createdAt,
      visitor,
      bot,
      referrerHost: referrer?.host ?? null,
      // A page of the site's own, a report's, would otherwise keep its token.
      referrerPath: referrer ? (sitePageOf(referrer.path) ?? referrer.path) : null,
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

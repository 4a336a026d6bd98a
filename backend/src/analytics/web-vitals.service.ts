import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { GroupCommit } from '../database/group-commit';
import { sitePageOf } from '../site';
import { isBotCall } from '../tracking';
import type { SiteVisit } from './analytics.service';
import type { AnalyticsFilters, DayRange } from './analytics-dimensions';
import type { CreateWebVitalsDto } from './dto/create-web-vitals.dto';
import { referrerParts, screenOf, userAgentDimensions } from './event-dimensions';
import { GeoIpService } from './geoip.service';
import { sourceOf } from './sources';
import { type NewWebVitals, type SpeedRow, WebVitalRepository } from './web-vital.repository';
import { WEB_VITALS } from './web-vitals';

/** As the events' writer: the pool of the hot paths is small. */
const WEB_VITALS_STATEMENTS_IN_FLIGHT = 1;

@Injectable()
export class WebVitalsService {
  private readonly writer = new GroupCommit<NewWebVitals>((rows) => this.vitals.insertMany(rows), WEB_VITALS_STATEMENTS_IN_FLIGHT);

  constructor(
    private readonly vitals: WebVitalRepository,
    private readonly clock: Clock,
    private readonly geoip: GeoIpService,
  ) {}

  /** A bot's or a prefetch's vitals measure no visitor: answered as stored, stored nowhere. Else answered once its batch has committed. */
  async record(body: CreateWebVitalsDto, visit: SiteVisit): Promise<void> {
    if (WEB_VITALS.every((vital) => body[vital] === undefined || body[vital] === null)) throw new DomainError('VALIDATION_FAILED', 'The beacon carries no vital');
    if (isBotCall(visit)) return;
    const referrerHost = body.referrer ? referrerParts(body.referrer).host : null;
    const utmSource = body.utmSource ?? null;
    const { browser, os, device } = userAgentDimensions(visit.userAgent);
    return this.writer.add({
      ...Object.fromEntries(WEB_VITALS.flatMap((vital) => (body[vital] === undefined || body[vital] === null ? [] : [[vital, body[vital]]]))),
      path: sitePageOf(body.path) ?? body.path,
      createdAt: this.clock.now(),
      connection: body.connection ?? null,
      device,
      screen: body.screenWidth === undefined || body.screenWidth === null ? null : screenOf(body.screenWidth),
      browser,
      os,
      country: this.geoip.countryOf(visit.address),
      source: sourceOf({ referrerHost, utmSource, ownHost: visit.host }),
      utmSource,
      utmMedium: body.utmMedium ?? null,
      utmCampaign: body.utmCampaign ?? null,
      ref: body.ref ?? null,
    });
  }

  speed(range: DayRange, filters: AnalyticsFilters): Promise<SpeedRow[]> {
    return this.vitals.speed(range, filters);
  }
}

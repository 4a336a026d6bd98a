import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CAMPAIGN_PATHS } from '../tracking/campaign';
import { CampaignTrackingController } from '../tracking/campaign-tracking.controller';
import { StatsReaderService } from '../tracking/stats-reader.service';
import { TrackingWriterService } from '../tracking/tracking-writer.service';

@ApiTags(CAMPAIGN_PATHS['launch-party'])
@Controller(CAMPAIGN_PATHS['launch-party'])
export class LaunchPartyController extends CampaignTrackingController {
  constructor(writer: TrackingWriterService, reader: StatsReaderService) {
    super('launch-party', writer, reader);
  }
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CAMPAIGN_PATHS, CampaignTrackingController, StatsReaderService, TrackingWriterService } from '../tracking';

@ApiTags(CAMPAIGN_PATHS['launch-party'])
@Controller(CAMPAIGN_PATHS['launch-party'])
export class LaunchPartyController extends CampaignTrackingController {
  constructor(writer: TrackingWriterService, reader: StatsReaderService) {
    super('launch-party', writer, reader);
  }
}

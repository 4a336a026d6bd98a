import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CAMPAIGN_PATHS } from '../tracking/campaign';
import { CampaignTrackingController } from '../tracking/campaign-tracking.controller';
import { StatsReaderService } from '../tracking/stats-reader.service';
import { TrackingWriterService } from '../tracking/tracking-writer.service';

@ApiTags(CAMPAIGN_PATHS.influencer)
@Controller(CAMPAIGN_PATHS.influencer)
export class InfluencerController extends CampaignTrackingController {
  constructor(writer: TrackingWriterService, reader: StatsReaderService) {
    super('influencer', writer, reader);
  }
}

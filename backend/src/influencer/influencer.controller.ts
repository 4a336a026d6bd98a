import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CAMPAIGN_PATHS, CampaignTrackingController, StatsReaderService, TrackingWriterService } from '../tracking';

@ApiTags(CAMPAIGN_PATHS.influencer)
@Controller(CAMPAIGN_PATHS.influencer)
export class InfluencerController extends CampaignTrackingController {
  constructor(writer: TrackingWriterService, reader: StatsReaderService) {
    super('influencer', writer, reader);
  }
}

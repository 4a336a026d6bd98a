import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CampaignTrackingController } from './campaign-tracking.controller';
import { InfluencerService } from './influencer.service';

/** The invite campaign (/invite). */
@ApiTags('influencer')
@Controller('influencer')
export class InfluencerController extends CampaignTrackingController {
  constructor(influencerService: InfluencerService) {
    super(influencerService);
  }
}

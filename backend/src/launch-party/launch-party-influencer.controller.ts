import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CampaignTrackingController } from '../influencer/campaign-tracking.controller';
import { LaunchPartyInfluencerService } from './launch-party-influencer.service';

/** The launch-party campaign (/launch-party-santa-cruz). */
@ApiTags('launch-party-influencer')
@Controller('launch-party-influencer')
export class LaunchPartyInfluencerController extends CampaignTrackingController {
  constructor(launchPartyInfluencerService: LaunchPartyInfluencerService) {
    super(launchPartyInfluencerService);
  }
}

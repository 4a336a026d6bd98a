import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { LaunchPartyController } from './launch-party.controller';

/** The `launch-party` campaign (/launch-party-santa-cruz): its routes under /api/launch-party-influencer. */
@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [LaunchPartyController],
})
export class LaunchPartyModule {}

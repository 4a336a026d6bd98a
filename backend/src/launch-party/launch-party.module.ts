import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { LaunchPartyController } from './launch-party.controller';

@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [LaunchPartyController],
})
export class LaunchPartyModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { BetaSignup } from './beta-signup.entity';
import { BetaSignupRepository } from './beta-signup.repository';
import { BetaController } from './beta.controller';
import { BetaService } from './beta.service';
import { BetaSignupsAdminController } from './beta-signups-admin.controller';

@Module({
  imports: [TypeOrmModule.forFeature([BetaSignup]), AdminModule],
  controllers: [BetaController, BetaSignupsAdminController],
  providers: [BetaService, BetaSignupRepository],
})
export class BetaModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { MailModule } from '../mail/mail.module';
import { SupportModule } from '../support/support.module';
import { TrackingModule } from '../tracking/tracking.module';
import { AnalyticsSiteFigures } from './analytics-site-figures';
import { DigestFiguresService } from './digest-figures.service';
import { DigestMail } from './digest-mail.entity';
import { DigestMailRepository } from './digest-mail.repository';
import { DigestController } from './digest.controller';
import { DigestService } from './digest.service';
import { SiteFiguresReader } from './site-figures';

@Module({
  imports: [TypeOrmModule.forFeature([DigestMail]), AdminModule, AnalyticsModule, MailModule, SupportModule, TrackingModule],
  controllers: [DigestController],
  providers: [DigestService, DigestFiguresService, DigestMailRepository, { provide: SiteFiguresReader, useClass: AnalyticsSiteFigures }],
  exports: [DigestFiguresService],
})
export class DigestModule {}

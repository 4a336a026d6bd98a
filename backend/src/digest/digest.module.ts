import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { AnalyticsModule } from '../analytics';
import { InstallsModule } from '../installs';
import { MailModule } from '../mail';
import { SupportModule } from '../support';
import { TrackingModule } from '../tracking';
import { AnalyticsSiteFigures } from './analytics-site-figures';
import { DigestFiguresService } from './digest-figures.service';
import { DigestMail } from './digest-mail.entity';
import { DigestMailRepository } from './digest-mail.repository';
import { DigestOutbox } from './digest-outbox';
import { DigestController } from './digest.controller';
import { DigestService } from './digest.service';
import { SiteFiguresReader } from './site-figures';

@Module({
  imports: [TypeOrmModule.forFeature([DigestMail]), AdminModule, AnalyticsModule, InstallsModule, MailModule, SupportModule, TrackingModule],
  controllers: [DigestController],
  providers: [DigestService, DigestFiguresService, DigestMailRepository, DigestOutbox, { provide: SiteFiguresReader, useClass: AnalyticsSiteFigures }],
  exports: [DigestFiguresService],
})
export class DigestModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { InstallsModule } from '../installs';
import { TrackingModule } from '../tracking';
import { ReportLink } from './report-link.entity';
import { ReportLinkRepository } from './report-link.repository';
import { ReportLinksAdminController } from './report-links-admin.controller';
import { ReportLinksService } from './report-links.service';
import { ReportsController } from './reports.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ReportLink]), AdminModule, InstallsModule, TrackingModule],
  controllers: [ReportLinksAdminController, ReportsController],
  providers: [ReportLinksService, ReportLinkRepository],
})
export class ReportLinksModule {}

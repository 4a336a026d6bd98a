import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { SupportMailer } from './support-mailer';
import { SupportRequest } from './support-request.entity';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';
import { SupportRequestsAdminController } from './support-requests-admin.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SupportRequest]), AdminModule],
  controllers: [SupportController, SupportRequestsAdminController],
  providers: [SupportService, SupportMailer],
})
export class SupportModule {}

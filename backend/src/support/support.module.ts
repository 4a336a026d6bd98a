import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { MailModule } from '../mail';
import { SupportMail } from './support-mail.entity';
import { SupportRequest } from './support-request.entity';
import { SupportController } from './support.controller';
import { SupportDeskService } from './support-desk.service';
import { SupportIntakeService } from './support-intake.service';
import { SupportMailRepository } from './support-mail.repository';
import { SupportOutbox } from './support-outbox';
import { SupportRequestRepository } from './support-request.repository';
import { SupportRequestsAdminController } from './support-requests-admin.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SupportRequest, SupportMail]), AdminModule, MailModule],
  controllers: [SupportController, SupportRequestsAdminController],
  providers: [SupportIntakeService, SupportDeskService, SupportOutbox, SupportRequestRepository, SupportMailRepository],
  exports: [SupportDeskService],
})
export class SupportModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from '../mail/mail.module';
import { SupportMail } from './support-mail.entity';
import { SupportMailDelivery } from './support-mail-delivery';
import { SupportRequest } from './support-request.entity';
import { SupportController } from './support.controller';
import { SupportDeskService } from './support-desk.service';
import { SupportIntakeService } from './support-intake.service';
import { SupportMailRepository } from './support-mail.repository';
import { SupportRequestRepository } from './support-request.repository';
import { SupportRequestsAdminController } from './support-requests-admin.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SupportRequest, SupportMail]), AdminModule, MailModule],
  controllers: [SupportController, SupportRequestsAdminController],
  providers: [SupportIntakeService, SupportDeskService, SupportMailDelivery, SupportRequestRepository, SupportMailRepository],
  exports: [SupportDeskService],
})
export class SupportModule {}

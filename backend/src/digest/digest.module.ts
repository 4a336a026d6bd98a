import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from '../mail/mail.module';
import { SupportModule } from '../support/support.module';
import { TrackingModule } from '../tracking/tracking.module';
import { DigestFiguresService } from './digest-figures.service';
import { DigestMail } from './digest-mail.entity';
import { DigestMailRepository } from './digest-mail.repository';
import { DigestController } from './digest.controller';
import { DigestService } from './digest.service';

@Module({
  imports: [TypeOrmModule.forFeature([DigestMail]), AdminModule, MailModule, SupportModule, TrackingModule],
  controllers: [DigestController],
  providers: [DigestService, DigestFiguresService, DigestMailRepository],
  exports: [DigestFiguresService],
})
export class DigestModule {}

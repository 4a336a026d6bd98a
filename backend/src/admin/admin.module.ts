import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSessionController } from './admin-session.controller';
import { AdminLoginFailure } from './admin-login-failure.entity';
import { AdminLoginFailureRepository } from './admin-login-failure.repository';
import { AdminSession } from './admin-session.entity';
import { AdminSessionRepository } from './admin-session.repository';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminSessionService } from './admin-session.service';

@Module({
  imports: [TypeOrmModule.forFeature([AdminSession, AdminLoginFailure])],
  controllers: [AdminSessionController],
  providers: [AdminSessionService, AdminSessionGuard, AdminSessionRepository, AdminLoginFailureRepository],
  exports: [AdminSessionService, AdminSessionGuard],
})
export class AdminModule {}

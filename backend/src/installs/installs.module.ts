import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { InstallImportDay } from './install-import-day.entity';
import { InstallImport } from './install-import.entity';
import { InstallRepository } from './install.repository';
import { InstallsAdminController } from './installs-admin.controller';
import { InstallsService } from './installs.service';

/** Exports InstallsService (through()) and InstallRepository for the report page and the digest. */
@Module({
  imports: [TypeOrmModule.forFeature([InstallImport, InstallImportDay]), AdminModule, TrackingModule],
  controllers: [InstallsAdminController],
  providers: [InstallsService, InstallRepository],
  exports: [InstallsService, InstallRepository],
})
export class InstallsModule {}

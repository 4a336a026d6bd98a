export { INSTALL_FILE_MAX_BYTES, INSTALL_STORES, type InstallStore } from './install-store';
export { acceptInstallUploads } from './install-upload';
export { InstallsThroughDto } from './dto/installs-through.dto';
export { InstallRepository } from './install.repository';
export { InstallsService } from './installs.service';
export { InstallsModule } from './installs.module';

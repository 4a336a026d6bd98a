export { INSTALL_FILE_MAX_BYTES, INSTALL_STORES, type InstallStore } from './install-store';
export { acceptInstallUploads } from './install-upload';
export { InstallRepository } from './install.repository';
export { InstallsModule } from './installs.module';

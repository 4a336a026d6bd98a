export { adminPasswordFile, type KeptAdminPassword, readOrCreateAdminPassword } from './admin-password-file';
export { ADMIN_SESSION_COOKIE } from './admin-session.cookie';
export { AdminOnly } from './admin-session.guard';
export { ADMIN_LOGIN_DISABLED } from './admin-session.service';
export { AdminModule } from './admin.module';

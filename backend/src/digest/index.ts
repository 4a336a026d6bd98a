export { DigestModule } from './digest.module';

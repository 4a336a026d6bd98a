export { RandomModule } from './random.module';

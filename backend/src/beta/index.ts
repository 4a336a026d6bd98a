export { BetaModule } from './beta.module';

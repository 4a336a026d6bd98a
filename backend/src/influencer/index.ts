export { InfluencerModule } from './influencer.module';

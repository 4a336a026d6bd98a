export { LaunchPartyModule } from './launch-party.module';

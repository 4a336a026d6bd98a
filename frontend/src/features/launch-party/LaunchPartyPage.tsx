import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function LaunchPartyPage() {
  return <ComingSoon heading="Launch Party Santa Cruz" path={paths.launchParty} />;
}

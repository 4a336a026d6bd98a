import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function CommunityGuidelinesPage() {
  return <ComingSoon heading="Community Guidelines" path={paths.communityGuidelines} />;
}

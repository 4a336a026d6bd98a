import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function ResourcesPage() {
  return <ComingSoon heading="Resources" path={paths.resources} />;
}

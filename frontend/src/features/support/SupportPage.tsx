import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function SupportPage() {
  return <ComingSoon heading="How can we help?" path={paths.support} />;
}

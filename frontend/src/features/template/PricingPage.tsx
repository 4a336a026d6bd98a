import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function PricingPage() {
  return <ComingSoon heading="Pricing" path={paths.pricing} />;
}

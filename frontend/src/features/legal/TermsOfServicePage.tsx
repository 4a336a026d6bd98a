import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function TermsOfServicePage() {
  return <ComingSoon heading="Terms of Service" path={paths.termsOfService} />;
}

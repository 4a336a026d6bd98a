import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function FaqPage() {
  return <ComingSoon heading="Frequently Asked Questions" path={paths.faq} />;
}

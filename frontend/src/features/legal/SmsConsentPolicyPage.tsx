import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function SmsConsentPolicyPage() {
  return <ComingSoon heading="SMS Consent Policy" path={paths.smsConsentPolicy} />;
}

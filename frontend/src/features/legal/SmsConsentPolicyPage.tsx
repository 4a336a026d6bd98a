import { paths } from '../../config/paths';
import { LegalDocument } from '../../components/document/LegalDocument';
import { PageHead } from '../../components/page/PageHead';
import { brand } from '../../config/brand';
import { smsConsentPolicy } from './sms-consent-policy';

export function SmsConsentPolicyPage() {
  return (
    <>
      <PageHead title={`${smsConsentPolicy.title} | ${brand.productName}`} description={smsConsentPolicy.description} path={paths.smsConsentPolicy} />
      <LegalDocument content={smsConsentPolicy} eyebrow="Legal" />
    </>
  );
}

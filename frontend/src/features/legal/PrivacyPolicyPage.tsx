import { paths } from '../../config/paths';
import { LegalDocument } from '../../components/document/LegalDocument';
import { PageHead } from '../../components/page/PageHead';
import { brand } from '../../config/brand';
import { privacyPolicy } from './privacy-policy';

export function PrivacyPolicyPage() {
  return (
    <>
      <PageHead title={`${privacyPolicy.title} | ${brand.productName}`} description={privacyPolicy.description} path={paths.privacyPolicy} />
      <LegalDocument content={privacyPolicy} eyebrow="Legal" />
    </>
  );
}

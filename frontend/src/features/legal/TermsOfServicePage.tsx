import { paths } from '../../config/paths';
import { LegalDocument } from '../../components/document/LegalDocument';
import { PageHead } from '../../components/page/PageHead';
import { brand } from '../../config/brand';
import { termsOfService } from './terms-of-service';

export function TermsOfServicePage() {
  return (
    <>
      <PageHead title={`${termsOfService.title} | ${brand.productName}`} description={termsOfService.description} path={paths.termsOfService} />
      <LegalDocument content={termsOfService} eyebrow="Legal" />
    </>
  );
}

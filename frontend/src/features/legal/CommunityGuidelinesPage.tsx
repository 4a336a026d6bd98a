import { paths } from '../../config/paths';
import { LegalDocument } from '../../components/document/LegalDocument';
import { PageHead } from '../../components/page/PageHead';
import { brand } from '../../config/brand';
import { communityGuidelines } from './community-guidelines';

export function CommunityGuidelinesPage() {
  return (
    <>
      <PageHead title={`${communityGuidelines.title} | ${brand.productName}`} description={communityGuidelines.description} path={paths.communityGuidelines} />
      <LegalDocument content={communityGuidelines} eyebrow="Legal" />
    </>
  );
}

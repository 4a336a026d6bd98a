import styled from 'styled-components';
import { brand } from '../../config/brand';
import type { SitePath } from '../../app/paths';
import { PageHead } from './PageHead';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(24, 4)};
  text-align: center;
`;

const StyledText = styled.p`
  max-width: 46ch;
  color: ${({ theme }) => theme.colors.muted};
`;

type ComingSoonProps = { heading: string; path: SitePath };

/** The body of a page whose content has not been built yet. */
export function ComingSoon({ heading, path }: ComingSoonProps) {
  return (
    <StyledSection>
      <PageHead title={`${heading} | ${brand.productName}`} description={`${heading}: coming soon to the ${brand.productName} website.`} path={path} />
      <h1>{heading}</h1>
      <StyledText>This page is coming soon. In the meantime, the {brand.productName} app has forecasts for every break from Marin to Santa Cruz.</StyledText>
    </StyledSection>
  );
}

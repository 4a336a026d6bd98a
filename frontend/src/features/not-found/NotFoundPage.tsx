import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(24, 4)};
  text-align: center;
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The screen for any path the router does not know (docs/product.md). */
export function NotFoundPage() {
  return (
    <StyledPage>
      <title>{`404 Page Not Found | ${brand.productName}`}</title>
      <meta name="robots" content="noindex" />
      <StyledHeading>404 Page Not Found</StyledHeading>
      <StyledText>Did you forget to add the page to the router?</StyledText>
      <Link to={paths.home}>Back to the home page</Link>
    </StyledPage>
  );
}

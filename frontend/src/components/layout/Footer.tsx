import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { brand } from '../../config/brand';
import { media } from '../../styles/theme';
import { Logo } from './Logo';

const COPYRIGHT_YEAR = 2025;

const FOOTER_LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'SMS Consent Policy', to: paths.smsConsentPolicy },
  { label: 'Support', to: paths.support },
  { label: 'News', to: paths.news },
] as const;

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.oceanDeep};
  color: ${({ theme }) => theme.colors.tealSoft};
`;

const StyledInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(12, 4, 8)};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const StyledTagline = styled.p`
  max-width: 34ch;
  margin-top: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.tealSoft};
  opacity: 0.85;
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.tealSoft};
    text-decoration: underline;
  }
`;

const StyledCopyright = styled.p`
  grid-column: 1 / -1;
  padding-top: ${({ theme }) => theme.spacing(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.lineOnDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.8;
`;

export function Footer() {
  return (
    <StyledFooter>
      <StyledInner>
        <div>
          <Logo inverse />
          <StyledTagline>AI surf forecasts for Northern California, from Marin to Santa Cruz.</StyledTagline>
        </div>
        <nav aria-label="Footer">
          <StyledLinks>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <StyledLink to={link.to}>{link.label}</StyledLink>
              </li>
            ))}
          </StyledLinks>
        </nav>
        <StyledCopyright>
          © {COPYRIGHT_YEAR} {brand.productName}. All rights reserved.
        </StyledCopyright>
      </StyledInner>
    </StyledFooter>
  );
}

import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

const StyledLogoLink = styled(Link)<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.white : theme.colors.ink)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.02em;
  text-decoration: none;
  &:hover {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.tealSoft : theme.colors.tealHover)};
  }
`;

const StyledMark = styled.svg`
  color: ${({ theme }) => theme.colors.teal};
`;

type LogoProps = { inverse?: boolean };

/** The wave mark and wordmark, linking home. */
export function Logo({ inverse = false }: LogoProps) {
  const { colors } = useTheme();
  return (
    <StyledLogoLink to={paths.home} $inverse={inverse} aria-label={`${brand.productName} home`}>
      <StyledMark width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M5 19c3.2 0 3.8-3.4 7-3.4s3.8 3.4 7 3.4 3.8-3.4 7-3.4" fill="none" stroke={colors.white} strokeWidth="2.4" strokeLinecap="round" />
        <path d="M9 12.6c1.8-2.6 4.5-4 7.4-3.6 2.2.3 3.9 1.6 4.6 3.4-2.2-.9-4.5-.4-5.8 1.3" fill="none" stroke={colors.white} strokeWidth="2.2" strokeLinecap="round" />
      </StyledMark>
      <span>{brand.productName}</span>
    </StyledLogoLink>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { media } from '../../styles/theme';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { deviceOnly } from '../../lib/page-markup';
import { DOWNLOAD_TARGETS, HEADER_SCROLL_THRESHOLD_PX } from './navigation';

const StyledHeader = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme, $scrolled }) => ($scrolled ? theme.colors.headerFrosted : theme.colors.white)};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadow.header : 'none')};
  border-bottom: 1px solid ${({ theme, $scrolled }) => ($scrolled ? 'transparent' : theme.colors.border)};
  backdrop-filter: ${({ $scrolled }) => ($scrolled ? 'saturate(180%) blur(8px)' : 'none')};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    background ${({ theme }) => theme.motion.normal};
`;

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(0, 4)};
`;

const StyledNav = styled.nav`
  justify-self: end;
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  ${media.md} {
    display: flex;
  }
`;

const StyledNavLink = styled(Link)`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
`;

const StyledDownloadLink = styled(Link)`
  padding: ${({ theme }) => theme.spacing(2, 5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.tealHover};
    color: ${({ theme }) => theme.colors.white};
  }
`;

function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}

/** News and Download, in the header from tablets up and in the drawer below. */
function NavLinks() {
  return (
    <>
      <StyledNavLink to={paths.news}>News</StyledNavLink>
      {DOWNLOAD_TARGETS.map(({ device, to }) => (
        <StyledDownloadLink key={device} to={to} {...deviceOnly(device)}>
          Download
        </StyledDownloadLink>
      ))}
    </>
  );
}

/** The top bar of docs/product.md: centred logo, News and Download. */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <StyledHeader $scrolled={scrolled} data-scrolled={scrolled}>
      <StyledBar>
        <MobileDrawer>
          <NavLinks />
        </MobileDrawer>
        <Logo />
        <StyledNav aria-label="Main">
          <NavLinks />
        </StyledNav>
      </StyledBar>
    </StyledHeader>
  );
}

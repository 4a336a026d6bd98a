import styled from 'styled-components';
import { media } from '../../styles/theme';
import { DrawerPanel } from './DrawerPanel';
import { DRAWER_ID } from './navigation';

const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.tealSoft}; }
  ${media.md} { display: none; }
`;

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The small-screen menu: a button that opens the drawer through the popover attributes, so it
 * works in the prerendered page before React loads (the browser also reports it as expanded).
 */
export function MobileDrawer() {
  return (
    <>
      <StyledMenuButton type="button" popoverTarget={DRAWER_ID} aria-haspopup="dialog" aria-label="Open menu">
        <MenuIcon />
      </StyledMenuButton>
      <DrawerPanel />
    </>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { DRAWER_ID } from './navigation';

const loadDrawerPanel = () => import('./DrawerPanel');
const DrawerPanel = lazy(() => loadDrawerPanel().then(({ DrawerPanel: component }) => ({ default: component })));

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
 * The small-screen menu: a 240px drawer from the left that closes when a link in it is followed.
 * The drawer and Radix's dialog load when the button is hovered, touched or focused, not with the page.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <StyledMenuButton
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onPointerEnter={() => void loadDrawerPanel()}
        onFocus={() => void loadDrawerPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </StyledMenuButton>
      {wanted && (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

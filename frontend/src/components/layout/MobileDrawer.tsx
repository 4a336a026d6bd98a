import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Logo } from './Logo';
import { DRAWER_ID } from './navigation';

// The menu and close buttons. Hidden but still holding its grid cell from tablets up, where the
// header shows its own links (the logo stays centred).
const StyledIconButton = styled.button`
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
  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  ${media.md} {
    visibility: hidden;
  }
`;

// A popover: the browser opens and closes it, in the prerendered page before React loads. It is
// also display: none where popover is unknown, rather than always shown. It slides in and the
// backdrop fades in from their @starting-style; closing is immediate.
const StyledDrawer = styled.div`
  display: none;
  width: ${({ theme }) => theme.layout.drawerWidth};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 0;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transition: transform ${({ theme }) => theme.motion.normal} ease-out;
  &:popover-open {
    display: block;
  }
  @starting-style {
    &:popover-open {
      transform: translateX(-100%);
    }
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    transition: opacity ${({ theme }) => theme.motion.normal};
  }
  @starting-style {
    &::backdrop {
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    &,
    &::backdrop {
      transition: none;
    }
  }

  /* Its parts are styled from here: each styled component of its own would add a rule and a marker to every page's inline CSS. */
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding-bottom: ${({ theme }) => theme.spacing(4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  nav {
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    margin-top: ${({ theme }) => theme.spacing(6)};
  }

  nav a {
    padding: ${({ theme }) => theme.spacing(3, 4)};
  }
`;

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Before React loads, a link followed in the drawer is a page load; after, the router navigates in place, so the drawer hides itself. */
function closeOnLink(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.currentTarget.hidePopover();
}

type MobileDrawerProps = { children: ReactNode };

/**
 * The small-screen menu: a button and the 240px drawer from the left, holding the logo and
 * `children` (the site's links). The popover attributes open it, and Esc, a tap outside or the
 * close button close it, without React.
 */
export function MobileDrawer({ children }: MobileDrawerProps) {
  return (
    <>
      <StyledIconButton type="button" popoverTarget={DRAWER_ID} aria-haspopup="dialog" aria-label="Open menu">
        <MenuIcon />
      </StyledIconButton>
      <StyledDrawer id={DRAWER_ID} popover="auto" role="dialog" aria-label="Menu" onClick={closeOnLink}>
        <div>
          <Logo />
          <StyledIconButton type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" aria-label="Close menu">
            <CloseIcon />
          </StyledIconButton>
        </div>
        <nav aria-label="Mobile">{children}</nav>
      </StyledDrawer>
    </>
  );
}

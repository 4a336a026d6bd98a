import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { media } from '../../styles/theme';
import { Logo } from './Logo';
import { DOWNLOAD_TARGETS, DRAWER_ID, deviceOnly } from './navigation';

const HIDDEN_LEFT = 'translateX(-100%)';

// The browser opens and closes it (popover), so it works from the prerendered HTML before React loads.
// Closed it stays display: none even where popover is unknown; display and overlay transition
// discretely so it can slide out before it leaves the top layer.
const StyledDrawer = styled.div`
  display: none;
  position: fixed;
  inset: 0 auto 0 0;
  width: ${({ theme }) => theme.layout.drawerWidth};
  height: auto;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4, 4, 6)};
  border: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overscroll-behavior: contain;
  transform: ${HIDDEN_LEFT};
  transition:
    transform ${({ theme }) => theme.motion.normal} ease-out,
    display ${({ theme }) => theme.motion.normal} allow-discrete,
    overlay ${({ theme }) => theme.motion.normal} allow-discrete;

  &:popover-open {
    display: flex;
    flex-direction: column;
    transform: none;
    @starting-style { transform: ${HIDDEN_LEFT}; }
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    opacity: 0;
    transition:
      opacity ${({ theme }) => theme.motion.normal} ease-out,
      display ${({ theme }) => theme.motion.normal} allow-discrete,
      overlay ${({ theme }) => theme.motion.normal} allow-discrete;
  }

  &:popover-open::backdrop {
    opacity: 1;
    @starting-style { opacity: 0; }
  }

  ${media.reducedMotion} {
    transition: none;
    &::backdrop { transition: none; }
  }
`;

const StyledDrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-bottom: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledCloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.tealSoft}; color: ${({ theme }) => theme.colors.tealHover}; }
`;

const StyledDrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const StyledDrawerLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.tealSoft}; color: ${({ theme }) => theme.colors.tealHover}; }
`;

const StyledDrawerDownload = styled(StyledDrawerLink)`
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.white};
  &:hover { background: ${({ theme }) => theme.colors.tealHover}; color: ${({ theme }) => theme.colors.white}; }
`;

function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Hides the drawer once a link in it, the logo included, is followed. */
function closeOnLink(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.currentTarget.hidePopover();
}

/**
 * The 240px drawer from the left, a native popover: the menu button opens it, and Esc, a tap
 * outside or its close button close it, all without React. Before React loads a link in it is a
 * page load; after, the router navigates in place, so the drawer closes itself.
 */
export function DrawerPanel() {
  return (
    <StyledDrawer id={DRAWER_ID} popover="auto" role="dialog" aria-label="Menu" onClick={closeOnLink}>
      <StyledDrawerTop>
        <Logo />
        <StyledCloseButton type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" aria-label="Close menu">
          <CloseIcon />
        </StyledCloseButton>
      </StyledDrawerTop>
      <StyledDrawerNav aria-label="Mobile">
        <StyledDrawerLink to={paths.news}>News</StyledDrawerLink>
        {DOWNLOAD_TARGETS.map(({ device, to }) => (
          <StyledDrawerDownload key={device} to={to} {...deviceOnly(device)}>
            Download
          </StyledDrawerDownload>
        ))}
      </StyledDrawerNav>
    </StyledDrawer>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../app/paths';
import { media } from '../../styles/theme';
import { Logo } from './Logo';
import { DOWNLOAD_TARGETS, DRAWER_ID, deviceOnly } from './navigation';

// Slides its left edge, not a transform: its box stays exactly the drawer width while it moves.
const slideIn = keyframes`from { left: -100%; } to { left: 0; }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
  ${media.reducedMotion} { animation: none; }
`;

const StyledDrawer = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  width: ${({ theme }) => theme.layout.drawerWidth};
  padding: ${({ theme }) => theme.spacing(5, 4)};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  ${media.reducedMotion} { animation: none; }
`;

const StyledDrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

const StyledDrawerLink = styled(Link)`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.tealSoft}; color: ${({ theme }) => theme.colors.tealHover}; }
`;

const StyledDrawerDownload = styled(StyledDrawerLink)`
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.white};
  text-align: center;
  &:hover { background: ${({ theme }) => theme.colors.tealHover}; color: ${({ theme }) => theme.colors.white}; }
`;

type DrawerPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/** The drawer itself, with Radix's dialog: loaded by MobileDrawer when the menu is first wanted. */
export function DrawerPanel({ open, onOpenChange, returnFocusRef }: DrawerPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledDrawer
          id={DRAWER_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <Logo />
          <StyledDrawerNav aria-label="Mobile">
            <StyledDrawerLink to={paths.news} onClick={close}>
              News
            </StyledDrawerLink>
            {DOWNLOAD_TARGETS.map(({ device, to }) => (
              <StyledDrawerDownload key={device} to={to} onClick={close} {...deviceOnly(device)}>
                Download
              </StyledDrawerDownload>
            ))}
          </StyledDrawerNav>
        </StyledDrawer>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

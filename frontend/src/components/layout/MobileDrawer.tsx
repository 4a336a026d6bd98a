import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../app/paths';
import { media } from '../../styles/theme';
import { Logo } from './Logo';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

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

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type MobileDrawerProps = { downloadHref: string };

/** The small-screen menu: a 240px drawer from the left that closes when a link in it is followed. */
export function MobileDrawer({ downloadHref }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <StyledMenuButton type="button" aria-label="Open menu">
          <MenuIcon />
        </StyledMenuButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledDrawer aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <Logo />
          <StyledDrawerNav aria-label="Mobile">
            <StyledDrawerLink to={paths.news} onClick={close}>
              News
            </StyledDrawerLink>
            <StyledDrawerDownload to={downloadHref} onClick={close}>
              Download
            </StyledDrawerDownload>
          </StyledDrawerNav>
        </StyledDrawer>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { FiX } from 'react-icons/fi';
import styled, { keyframes } from 'styled-components';
import { media } from '../../styles/theme';

const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -46%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;

/** The dimmed page behind a dialog. */
export const DialogOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** A centred dialog card that scrolls inside itself on short screens; `$maxWidth` in px (default 440). */
export const DialogContent = styled(DialogPrimitive.Content)<{ $maxWidth?: number }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  width: calc(100vw - ${({ theme }) => theme.spacing(8)});
  max-width: ${({ $maxWidth = 440 }) => `${$maxWidth}px`};
  max-height: calc(100vh - ${({ theme }) => theme.spacing(12)});
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(8, 6, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => theme.motion.normal} ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

/** A dialog's heading, clear of the close button in the corner. */
export const DialogTitle = styled(DialogPrimitive.Title)`
  padding-right: ${({ theme }) => theme.spacing(10)};
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const StyledCornerClose = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.spacing(4)};
  right: ${({ theme }) => theme.spacing(4)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
`;

/** The round X in a dialog's top right corner; `label` names it for screen readers. */
export function DialogCornerClose({ label }: { label: string }) {
  return (
    <StyledCornerClose aria-label={label}>
      <FiX aria-hidden="true" />
    </StyledCornerClose>
  );
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useAppSelector } from '../../lib/hooks';
import { media } from '../../styles/theme';
import { TOAST_DURATION_MS, TOAST_HOTKEY, type ToastVariant } from './toast-slice';
import { useToast } from './use-toast';

/** docs/product.md, "Constants": swipe right past 50 px to dismiss. */
const SWIPE_THRESHOLD_PX = 50;

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); } to { transform: translateX(0); }`;

const StyledViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  list-style: none;
  outline: none;
`;

const StyledRoot = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  align-items: start;
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.white};
    `}
  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  ${media.reducedMotion} {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const StyledTitle = styled(ToastPrimitive.Title)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: inherit;
`;

const StyledDescription = styled(ToastPrimitive.Description)`
  grid-column: 1 / 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.92;
`;

const StyledClose = styled(ToastPrimitive.Close)`
  grid-column: 2;
  grid-row: 1;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  padding: ${({ theme }) => theme.spacing(1)};
`;

type ToastListProps = {
  /** F8 was pressed before this module had loaded: take the focus now. */
  focusOnMount?: boolean;
};

/** Radix's toasts, loaded by Toaster with the first toast (or F8): no page needs them to paint. */
export function ToastList({ focusOnMount = false }: ToastListProps) {
  const toasts = useAppSelector((state) => state.toasts.toasts);
  const { dismiss } = useToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((toast) => (
        <StyledRoot
          key={toast.id}
          open={toast.open}
          $variant={toast.variant}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <StyledTitle>{toast.title}</StyledTitle>
          {toast.description && <StyledDescription>{toast.description}</StyledDescription>}
          <StyledClose aria-label="Close">×</StyledClose>
        </StyledRoot>
      ))}
      <StyledViewport ref={viewportRef} hotkey={[TOAST_HOTKEY]} />
    </ToastPrimitive.Provider>
  );
}

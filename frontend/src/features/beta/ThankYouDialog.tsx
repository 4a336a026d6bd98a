import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { DialogContent, DialogOverlay } from '../../components/ui/Dialog';
import { BETA_COPY } from './beta-content';

const StyledContent = styled(DialogContent)`
  align-items: center;
  text-align: center;
`;

const StyledIcon = styled.svg`
  margin: 0 auto ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.teal};
`;

const StyledTitle = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.font.size.xxl};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledDescription = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.spacing(3, 0, 6)};
  color: ${({ theme }) => theme.colors.text};
`;

type ThankYouDialogProps = { open: boolean; onClose: () => void };

/** Shown after a successful signup; stays until the visitor closes it. */
export function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <StyledContent>
          <StyledIcon width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <circle cx="28" cy="28" r="28" fill="currentColor" opacity="0.12" />
            <path d="M12 33c4 0 5-5 9-5s5 5 9 5 5-5 9-5 4 3 6 4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            <path d="M20 22l5 5 11-11" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </StyledIcon>
          <StyledTitle>{BETA_COPY.thankYou.title}</StyledTitle>
          <StyledDescription>{BETA_COPY.thankYou.description}</StyledDescription>
          <Dialog.Close asChild>
            <Button $variant="secondary" $fullWidth>
              {BETA_COPY.thankYou.close}
            </Button>
          </Dialog.Close>
        </StyledContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

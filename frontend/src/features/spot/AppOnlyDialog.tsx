import * as Dialog from '@radix-ui/react-dialog';
import { LuSmartphone, LuX } from 'react-icons/lu';
import styled from 'styled-components';
import { StoreButtons } from '../../components/store/StoreButtons';
import { Button } from '../../components/ui/Button';
import { DialogContent, DialogOverlay } from '../../components/ui/Dialog';
import { APP_ONLY_CLOSE, APP_ONLY_CLOSE_ICON_LABEL, APP_ONLY_COPY, type AppOnlyAction } from './spot-content';
import { storeClick } from '../../lib/page-markup';

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.teal};
`;

const StyledTitle = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledDescription = styled(Dialog.Description)`
  color: ${({ theme }) => theme.colors.text};
`;

const StyledClose = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.spacing(3)};
  right: ${({ theme }) => theme.spacing(3)};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

type AppOnlyDialogProps = {
  /** The action the visitor tried; null while the dialog is closed. */
  action: AppOnlyAction | null;
  onClose: () => void;
  analyticsLabel: string;
};

/** Invites the visitor to do in the app what the sample page cannot: post in chat, ask the AI, explore spots. */
export function AppOnlyDialog({ action, onClose, analyticsLabel }: AppOnlyDialogProps) {
  const copy = action ? APP_ONLY_COPY[action] : null;
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        {copy && (
          <DialogContent>
            <StyledIcon aria-hidden="true">
              <LuSmartphone size={24} />
            </StyledIcon>
            <StyledTitle>{copy.title}</StyledTitle>
            <StyledDescription>{copy.text}</StyledDescription>
            <StoreButtons tracking={storeClick(analyticsLabel)} />
            <Dialog.Close asChild>
              <Button $variant="secondary">{APP_ONLY_CLOSE}</Button>
            </Dialog.Close>
            <StyledClose aria-label={APP_ONLY_CLOSE_ICON_LABEL}>
              <LuX size={20} aria-hidden="true" />
            </StyledClose>
          </DialogContent>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { FiMail, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import type { SupportRequest } from '../../../lib/api-types';
import { supportCategoryLabel } from '../../../lib/support';
import { SUPPORT_COPY } from '../admin-content';
import { ButtonAnchor } from '../../../components/ui/Button';
import { DialogContent, DialogOverlay } from '../../../components/ui/Dialog';
import { formatDateTime } from './list-items';
import { PriorityPill } from './PriorityPill';

const StyledTitle = styled(Dialog.Title)`
  padding-right: ${({ theme }) => theme.spacing(10)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledMeta = styled(Dialog.Description)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.p`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.ink};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledClose = styled(Dialog.Close)`
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

type SupportRequestDialogProps = { request: SupportRequest | null; onClose: () => void };

/** The full text of one support request, with a reply link. */
export function SupportRequestDialog({ request, onClose }: SupportRequestDialogProps) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        {request && (
          <DialogContent $maxWidth={640}>
            <StyledTitle>{request.subject}</StyledTitle>
            <StyledMeta>
              <span>
                {request.name} &lt;{request.email}&gt;
              </span>
              <span>{formatDateTime(request.createdAt)}</span>
              <span>{supportCategoryLabel(request.category)}</span>
              <PriorityPill priority={request.priority} />
            </StyledMeta>
            <StyledBody>{request.description}</StyledBody>
            <div>
              <ButtonAnchor href={`mailto:${request.email}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`}>
                <FiMail aria-hidden="true" />
                {SUPPORT_COPY.reply}
              </ButtonAnchor>
            </div>
            <StyledClose aria-label={SUPPORT_COPY.close}>
              <FiX aria-hidden="true" />
            </StyledClose>
          </DialogContent>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

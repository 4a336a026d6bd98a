import * as Dialog from '@radix-ui/react-dialog';
import { FiMail } from 'react-icons/fi';
import styled from 'styled-components';
import type { SupportRequest } from '../../../lib/api-types';
import { supportCategoryLabel } from '../../../lib/support';
import { SUPPORT_COPY, SUPPORT_DESK_COPY } from './lists-content';
import { ButtonAnchor } from '../../../components/ui/Button';
import { DialogContent, DialogCornerClose, DialogOverlay, DialogTitle } from '../../../components/ui/Dialog';
import { formatDateTime } from '../../../components/stats/format';
import { RequestStatus } from './RequestStatus';
import { MailDeliveryList } from './SupportMails';
import { PriorityPill } from './SupportPills';

const StyledMeta = styled(Dialog.Description)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledBody = styled.p`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.ink};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding-top: ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSectionTitle = styled.h3`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

type SupportRequestDialogProps = {
  request: SupportRequest | null;
  /** The request as the API answered a change to it. */
  onChanged: (request: SupportRequest) => void;
  onClose: () => void;
};

/** The full text of one support request, with a reply link, its status and the delivery of its mails. */
export function SupportRequestDialog({ request, onChanged, onClose }: SupportRequestDialogProps) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        {request && (
          <DialogContent $maxWidth={640}>
            <DialogTitle>{request.subject}</DialogTitle>
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
            <StyledSection aria-labelledby="support-request-status">
              <StyledSectionTitle id="support-request-status">{SUPPORT_DESK_COPY.statusHeading}</StyledSectionTitle>
              <RequestStatus request={request} onChanged={onChanged} />
            </StyledSection>
            <StyledSection aria-labelledby="support-request-mails">
              <StyledSectionTitle id="support-request-mails">{SUPPORT_DESK_COPY.mailsHeading}</StyledSectionTitle>
              <MailDeliveryList requestId={request.id} mails={request.mails} onChanged={onChanged} />
            </StyledSection>
            <DialogCornerClose label={SUPPORT_COPY.close} />
          </DialogContent>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

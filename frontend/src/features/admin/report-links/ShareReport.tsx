import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { FiCopy, FiShare2 } from 'react-icons/fi';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { DialogContent, DialogCornerClose, DialogOverlay, DialogTitle } from '../../../components/ui/Dialog';
import type { CreatedReportLink } from '../../../lib/api-types';
import type { Campaign } from '../../../lib/campaigns';
import { useCopyText } from '../../../lib/clipboard';
import { COPY_LINK_COPY } from '../admin-content';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { QrCode } from '../QrCode';
import { useCreateReportLinkMutation } from './report-links-api';
import { EXPIRY_CHOICES, SHARE_COPY } from './report-links-content';

/** Small, so the campaign table with its eight columns still fits a 1280 px screen. */
const StyledTrigger = styled(AdminToolButton)`
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 32px;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledDescription = styled(Dialog.Description)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  select,
  input {
    min-height: 42px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  input {
    background: ${({ theme }) => theme.colors.foam};
  }
`;

const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function CreatedLink({ link }: { link: CreatedReportLink }) {
  const { state, copy } = useCopyText(link.url);
  return (
    <StyledResult>
      <StyledField>
        {SHARE_COPY.urlLabel}
        <input readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
      </StyledField>
      <AdminToolButton onClick={copy}>
        <FiCopy aria-hidden="true" />
        {state === 'copied' ? COPY_LINK_COPY.copied : COPY_LINK_COPY.copy}
      </AdminToolButton>
      {state === 'failed' && <AdminStateMessage tone="error">{COPY_LINK_COPY.copyFailed}</AdminStateMessage>}
      <QrCode link={link.url} fileName={`lineup-report-${link.influencer}`} />
      <StyledNote>{SHARE_COPY.onceNote}</StyledNote>
    </StyledResult>
  );
}

type ShareReportProps = { campaign: Campaign; influencer: string };

/** A row's "Share report": creates a report link for this handle in this campaign and shows it once, with its QR code. */
export function ShareReport({ campaign, influencer }: ShareReportProps) {
  const [open, setOpen] = useState(false);
  const [expiry, setExpiry] = useState(1);
  const [createLink, { data: created, isLoading, isError, reset }] = useCreateReportLinkMutation();
  const expiryId = useId();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <StyledTrigger aria-label={SHARE_COPY.buttonLabel(influencer)}>
          <FiShare2 aria-hidden="true" />
          {SHARE_COPY.button}
        </StyledTrigger>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent $maxWidth={480}>
          <DialogTitle>{SHARE_COPY.title(influencer)}</DialogTitle>
          <StyledDescription>{SHARE_COPY.description(campaign)}</StyledDescription>
          {created ? (
            <CreatedLink link={created} />
          ) : (
            <>
              <StyledField htmlFor={expiryId}>
                {SHARE_COPY.expiryLabel}
                <select id={expiryId} value={expiry} onChange={(event) => setExpiry(Number(event.target.value))}>
                  {EXPIRY_CHOICES.map((choice, index) => (
                    <option key={choice.label} value={index}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </StyledField>
              {isError && <AdminStateMessage tone="error">{SHARE_COPY.createFailed}</AdminStateMessage>}
              <Button disabled={isLoading} onClick={() => void createLink({ campaign, influencer, expiresInDays: EXPIRY_CHOICES[expiry].days })}>
                {isLoading ? SHARE_COPY.creating : SHARE_COPY.create}
              </Button>
            </>
          )}
          <DialogCornerClose label={SHARE_COPY.close} />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

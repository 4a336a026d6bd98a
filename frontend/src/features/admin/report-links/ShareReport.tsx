import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { FiCopy, FiShare2, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { DialogContent, DialogOverlay } from '../../../components/ui/Dialog';
import type { CreatedReportLink } from '../../../lib/api-types';
import type { Campaign } from '../../../lib/campaigns';
import { useQrImages } from '../../../lib/qr-code';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { useCreateReportLinkMutation } from './report-links-api';
import { EXPIRY_CHOICES, SHARE_COPY } from './report-links-content';

const QR_DISPLAY_PX = 176;

/** Small, so the campaign table with its eight columns still fits a 1280 px screen. */
const StyledTrigger = styled(AdminToolButton)`
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 32px;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledTitle = styled(Dialog.Title)`
  padding-right: ${({ theme }) => theme.spacing(10)};
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const StyledDescription = styled(Dialog.Description)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
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

const StyledPrimary = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(2, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.tealHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(3)};
  img,
  span[aria-hidden] {
    align-self: center;
    width: ${QR_DISPLAY_PX}px;
    height: ${QR_DISPLAY_PX}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.foam};
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function CreatedLink({ link }: { link: CreatedReportLink }) {
  const images = useQrImages(link.url);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <StyledResult>
      <StyledField>
        {SHARE_COPY.urlLabel}
        <input readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
      </StyledField>
      <AdminToolButton onClick={copy}>
        <FiCopy aria-hidden="true" />
        {copied === 'yes' ? SHARE_COPY.copied : SHARE_COPY.copy}
      </AdminToolButton>
      {copied === 'failed' && <AdminStateMessage tone="error">{SHARE_COPY.copyFailed}</AdminStateMessage>}
      {images === 'failed' ? (
        <AdminStateMessage tone="error">{SHARE_COPY.qrFailed}</AdminStateMessage>
      ) : images ? (
        <img src={images.png} width={QR_DISPLAY_PX} height={QR_DISPLAY_PX} alt={SHARE_COPY.qrAlt(link.url)} />
      ) : (
        <span aria-hidden="true" />
      )}
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
          <StyledTitle>{SHARE_COPY.title(influencer)}</StyledTitle>
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
              <StyledPrimary disabled={isLoading} onClick={() => void createLink({ campaign, influencer, expiresInDays: EXPIRY_CHOICES[expiry].days })}>
                {isLoading ? SHARE_COPY.creating : SHARE_COPY.create}
              </StyledPrimary>
            </>
          )}
          <StyledClose aria-label={SHARE_COPY.close}>
            <FiX aria-hidden="true" />
          </StyledClose>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useId, useState } from 'react';
import { FiCopy, FiExternalLink } from 'react-icons/fi';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useToast } from '../../../components/toast/use-toast';
import type { Campaign } from '../../../lib/campaigns';
import { CAMPAIGNS } from '../../../lib/contract';
import { normalizeInfluencerHandle } from '../../../lib/influencer';
import { storeUrl } from '../../../lib/store-links';
import { media } from '../../../styles/theme';
import { LINKS_COPY } from './links-content';
import { AdminPage } from '../AdminPage';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel, PanelText, PanelTitle } from '../../../components/ui/Panel';
import { campaignLink } from './influencer-links';
import { QrCode } from '../QrCode';

const StyledHandleField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 480px;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The @ and the field read as one input, so the focus ring goes around both. */
const StyledInputWrap = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.teal};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledAt = styled.span`
  padding-left: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledHandleInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(3, 4, 3, 1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.lg};
  &:focus-visible {
    outline: none;
  }
`;

const StyledHint = styled.p<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $error }) => ($error ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledCardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const StyledLinkField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

const StyledLinkLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledLinkInput = styled.textarea`
  width: 100%;
  resize: none;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: 0;
  text-transform: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledOpenLink = styled.a`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.tealHover};
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

type LinkRowProps = { title: string; link: string; fileName: string };

/** One link of a card: the URL to copy or open, and its QR code. */
function LinkRow({ title, link, fileName }: LinkRowProps) {
  const { toast } = useToast();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: LINKS_COPY.copied, description: LINKS_COPY.copiedDetail(link) });
    } catch {
      toast({ title: LINKS_COPY.copyFailed, description: LINKS_COPY.copyFailedDetail, variant: 'destructive' });
    }
  };

  return (
    <StyledCardBody>
      <StyledLinkField>
        <StyledLinkLabel>
          {LINKS_COPY.linkLabel(title)}
          <StyledLinkInput readOnly rows={2} value={link} onFocus={(event) => event.target.select()} />
        </StyledLinkLabel>
        <StyledActions>
          <AdminToolButton onClick={() => void copyLink()} aria-label={`${LINKS_COPY.copy}: ${title}`}>
            <FiCopy aria-hidden="true" />
            {LINKS_COPY.copy}
          </AdminToolButton>
          <StyledOpenLink href={link} target="_blank" rel="noopener">
            <FiExternalLink aria-hidden="true" />
            {LINKS_COPY.open}
          </StyledOpenLink>
        </StyledActions>
      </StyledLinkField>
      <QrCode link={link} fileName={`${fileName}-qr`} />
    </StyledCardBody>
  );
}

type LinkCardProps = { campaign: Campaign; handle: string };

/**
 * A campaign's links for one handle: its page, and each store's listing carrying the campaign
 * (docs/product.md, "Installs per influencer"), for a flyer or a bio that goes straight to a store.
 */
function LinkCard({ campaign, handle }: LinkCardProps) {
  const copy = LINKS_COPY.cards[campaign];
  const headingId = useId();
  const visit = { campaign, influencer: handle };
  const links = [
    { title: copy.title, link: campaignLink(campaign, handle), fileName: `${copy.fileName}-${handle}` },
    { title: LINKS_COPY.storeTitle(copy.title, 'app-store'), link: storeUrl('app-store', visit), fileName: `${copy.fileName}-${handle}-app-store` },
    { title: LINKS_COPY.storeTitle(copy.title, 'play-store'), link: storeUrl('play-store', visit), fileName: `${copy.fileName}-${handle}-google-play` },
  ];

  return (
    <Panel aria-labelledby={headingId}>
      <div>
        <PanelTitle id={headingId}>{copy.title}</PanelTitle>
        <PanelText>{copy.text(handle)}</PanelText>
        <PanelText>{LINKS_COPY.storeText}</PanelText>
      </div>
      {links.map((row) => (
        <LinkRow key={row.title} {...row} />
      ))}
    </Panel>
  );
}

/** /admin/links: an influencer's links of both campaigns, page and stores, with copy buttons and QR codes. */
export function LinkBuilderPage() {
  const [input, setInput] = useState('');
  const handle = normalizeInfluencerHandle(input);
  const invalid = input.trim() !== '' && handle === null;

  return (
    <AdminPage path={paths.adminLinks} copy={LINKS_COPY}>
      <Panel>
        <StyledHandleField>
          <StyledLabel htmlFor="link-builder-handle">{LINKS_COPY.handleLabel}</StyledLabel>
          <StyledInputWrap>
            <StyledAt aria-hidden="true">@</StyledAt>
            <StyledHandleInput
              id="link-builder-handle"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={input}
              aria-invalid={invalid}
              aria-describedby="link-builder-hint"
              onChange={(event) => setInput(event.target.value)}
            />
          </StyledInputWrap>
          <StyledHint id="link-builder-hint" $error={invalid} role={invalid ? 'alert' : undefined}>
            {invalid ? LINKS_COPY.handleInvalid : LINKS_COPY.handleHint}
          </StyledHint>
        </StyledHandleField>
      </Panel>
      {handle ? (
        <StyledCards>
          {CAMPAIGNS.map((campaign) => (
            <LinkCard key={campaign} campaign={campaign} handle={handle} />
          ))}
        </StyledCards>
      ) : (
        <AdminStateMessage>{LINKS_COPY.placeholder}</AdminStateMessage>
      )}
    </AdminPage>
  );
}

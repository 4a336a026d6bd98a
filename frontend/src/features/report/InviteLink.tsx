import { FiCopy, FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { Panel, PanelText, PanelTitle } from '../../components/ui/Panel';
import { useCopyText } from '../../lib/clipboard';
import { useQrImages } from '../../lib/qr-code';
import { media } from '../../styles/theme';
import { REPORT_COPY } from './report-content';

const QR_DISPLAY_PX = 168;

const StyledInvite = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
`;

const StyledInviteText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  input {
    flex: 1 1 240px;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledQr = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  img,
  span {
    width: ${QR_DISPLAY_PX}px;
    height: ${QR_DISPLAY_PX}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.foam};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** The influencer's invite link, to copy, and its QR code, to download. */
export function InviteLink({ link }: { link: string }) {
  const images = useQrImages(link);
  const { state, copy } = useCopyText(link);
  return (
    <Panel aria-labelledby="report-invite-title">
      <PanelTitle id="report-invite-title">{REPORT_COPY.inviteTitle}</PanelTitle>
      <StyledInvite>
        <StyledInviteText>
          <PanelText>{REPORT_COPY.inviteText}</PanelText>
          <StyledLinkRow>
            <input readOnly value={link} aria-label={REPORT_COPY.inviteUrl} onFocus={(event) => event.currentTarget.select()} />
            <Button onClick={copy}>
              <FiCopy aria-hidden="true" />
              {state === 'copied' ? REPORT_COPY.copied : REPORT_COPY.copy}
            </Button>
          </StyledLinkRow>
          {state === 'failed' && <PanelText role="alert">{REPORT_COPY.copyFailed}</PanelText>}
        </StyledInviteText>
        <StyledQr>
          {images === 'failed' ? (
            <PanelText role="alert">{REPORT_COPY.qrFailed}</PanelText>
          ) : images ? (
            <>
              <img src={images.png} width={QR_DISPLAY_PX} height={QR_DISPLAY_PX} alt={REPORT_COPY.qrAlt(link)} />
              <a href={images.png} download="lineup-invite-qr.png">
                <FiDownload aria-hidden="true" />
                {REPORT_COPY.downloadQr}
              </a>
            </>
          ) : (
            <span aria-hidden="true" />
          )}
        </StyledQr>
      </StyledInvite>
    </Panel>
  );
}

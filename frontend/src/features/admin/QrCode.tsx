import { FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { useQrImages } from '../../lib/qr-code';
import { QR_COPY } from './admin-content';
import { AdminToolButton } from './AdminPanel';
import { downloadFile, downloadUrl } from './download';

const QR_DISPLAY_PX = 176;

const StyledQr = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledImage = styled.img`
  width: ${QR_DISPLAY_PX}px;
  height: ${QR_DISPLAY_PX}px;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
`;

const StyledPlaceholder = styled.div`
  width: ${QR_DISPLAY_PX}px;
  height: ${QR_DISPLAY_PX}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
`;

const StyledDownloads = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type QrCodeProps = { link: string; fileName: string };

/** A QR code of `link`, downloadable as PNG and SVG: the link builder's cards and a shared report link. */
export function QrCode({ link, fileName }: QrCodeProps) {
  const images = useQrImages(link);

  if (images === 'failed') return <StyledError role="alert">{QR_COPY.qrFailed}</StyledError>;
  return (
    <StyledQr>
      {images ? <StyledImage src={images.png} width={QR_DISPLAY_PX} height={QR_DISPLAY_PX} alt={QR_COPY.qrAlt(link)} /> : <StyledPlaceholder aria-hidden="true" />}
      <StyledDownloads>
        <AdminToolButton disabled={!images} aria-label={`${QR_COPY.downloadPng}: ${QR_COPY.qrAlt(link)}`} onClick={() => images && downloadUrl(images.png, `${fileName}.png`)}>
          <FiDownload aria-hidden="true" />
          {QR_COPY.downloadPng}
        </AdminToolButton>
        <AdminToolButton
          disabled={!images}
          aria-label={`${QR_COPY.downloadSvg}: ${QR_COPY.qrAlt(link)}`}
          onClick={() => images && downloadFile(`${fileName}.svg`, images.svg, 'image/svg+xml')}
        >
          <FiDownload aria-hidden="true" />
          {QR_COPY.downloadSvg}
        </AdminToolButton>
      </StyledDownloads>
    </StyledQr>
  );
}

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/** Big enough to print on a flyer; shown scaled down. */
export const QR_IMAGE_PX = 1024;

export type QrImages = { png: string; svg: string } | 'failed' | null;

/** A QR code of `link` in the brand's colours, drawn in the browser with the `qrcode` package: null while drawing. */
export function useQrImages(link: string): QrImages {
  const theme = useTheme();
  const [images, setImages] = useState<QrImages>(null);

  useEffect(() => {
    let current = true;
    const options = { margin: 2, errorCorrectionLevel: 'M' as const, color: { dark: theme.colors.oceanDeep, light: theme.colors.white } };
    Promise.all([QRCode.toDataURL(link, { ...options, width: QR_IMAGE_PX }), QRCode.toString(link, { ...options, type: 'svg' })])
      .then(([png, svg]) => current && setImages({ png, svg }))
      .catch(() => current && setImages('failed'));
    return () => {
      current = false;
    };
  }, [link, theme]);

  return images;
}

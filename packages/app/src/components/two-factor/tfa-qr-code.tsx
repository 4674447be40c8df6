import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** The authenticator link as a QR code (an SVG image) for a phone's camera. */
export function TfaQrCode({ url }: { url: string }) {
  const { t } = useTranslation();
  const source = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(url);
    code.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.createSvgTag({ cellSize: 4, margin: 2, scalable: true }))}`;
  }, [url]);
  return <img className="tfa-qr-code" src={source} width={192} height={192} alt={t('dialogs.qrCode')} />;
}

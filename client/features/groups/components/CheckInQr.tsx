import { useEffect, useState } from 'react';
import { checkInLink } from '../group-rules';

/**
 * The venue booker's QR code: a phone camera that scans it opens this group's page with the code
 * filled in. The `qrcode` library is loaded only here, for the booker.
 */
export default function CheckInQr({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qr) => qr.toDataURL(checkInLink(window.location.origin, code), { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then(
        (url) => {
          if (!cancelled) setSrc(url);
        },
        (error: unknown) => console.warn('could not draw the check-in QR code', error),
      );
    return () => {
      cancelled = true;
    };
  }, [code]);
  // The box keeps its place while the code is drawn, so nothing below it moves.
  return (
    <div className="check-in__qr">
      {src && (
        <img src={src} width={220} height={220} alt={`QR code: scanning it opens this group's check-in with the code ${code} filled in`} />
      )}
    </div>
  );
}

import { keys } from '../data/server-keys';
import { useServerData } from '../data/use-server-data';
import './check-in.css';

/**
 * A check-in QR code (the member groups' venue booker, a program's host): a phone camera that scans it opens `link`,
 * the page with the code filled in. The `qrcode` library is loaded only here, for whoever shows one.
 */
export default function CheckInQr({ link, alt }: { link: string; alt: string }) {
  const src = useServerData(
    keys.checkInQr(link),
    () =>
      import('qrcode')
        .then((qr) => qr.toDataURL(link, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
        .catch((error: unknown) => {
          console.warn('could not draw the check-in QR code', error);
          return null;
        }),
    { reconnect: false },
  ).data;
  // The box keeps its place while the code is drawn, so nothing below it moves.
  return <div className="check-in__qr">{src && <img src={src} width={220} height={220} alt={alt} />}</div>;
}

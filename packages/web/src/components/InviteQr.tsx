// The invite link as a QR code (drawn from `uqr`'s modules, with the quiet zone of 4 modules
// around them): friends at the same table open it with their phone's camera instead of typing it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';

/** The QR code's modules as one SVG path (a unit square per dark module), offset by the quiet zone. */
function qrPath(text: string, quiet = 4): { size: number; d: string } {
  const qr = encode(text, { ecc: 'M', border: 0 });
  let d = '';
  qr.data.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x + quiet} ${y + quiet}h1v1h-1z`; }));
  return { size: qr.size + 2 * quiet, d };
}

/** The invite link's QR code with its caption. */
export function InviteQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const { size, d } = useMemo(() => qrPath(url), [url]);
  return (
    <figure className="invite-qr">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={t('lobby.qrLabel')} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption className="muted small">{t('lobby.qrHint')}</figcaption>
    </figure>
  );
}

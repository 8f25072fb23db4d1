import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The quiet zone around the code, in modules (the standard's minimum is 4; phones read 2 fine on a screen). */
const MARGIN = 2;

/** A QR code of `value` (qrcode computes it), drawn as one SVG path: sharp at any size, no canvas. */
export function CheckinQr({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1)
      for (let col = 0; col < modules.size; col += 1)
        if (modules.get(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    return { path: d, size: modules.size + 2 * MARGIN };
  }, [value]);
  return (
    <svg
      className="checkin-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

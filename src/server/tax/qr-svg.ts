import QRCode from 'qrcode';
import { attr } from '../../lib/html.ts';

/**
 * A QR code as inline SVG, made on the server: the dark modules as one path, a four-module quiet
 * zone, crisp at any size and in print. Only the `qrcode` package's encoder is used (QRCode.create,
 * pure JavaScript in its Node and browser builds alike), so it runs under Node and in the
 * Cloudflare bundle, which takes the package's browser build.
 */
export function qrSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img"${attr('aria-label', label)} shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

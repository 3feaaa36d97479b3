/** Small SVG helpers for the seed illustrations. */

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${esc(content)}</text>`;
}

/** Text that shrinks to fit a width (DejaVu Sans averages about 0.6 em per character). */
export function fitText(x: number, y: number, content: string, maxSize: number, maxWidth: number, fill: string, extra = ''): string {
  const size = Math.min(maxSize, Math.floor(maxWidth / (content.length * 0.62)));
  return text(x, y, content, size, fill, extra);
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

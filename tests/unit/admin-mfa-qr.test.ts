import { describe, expect, it } from 'vitest';
import { imageSource } from '../../src/client/auth/mfa.ts';

/** The enrollment's QR code as an <img> address: supabase-js's unencoded SVG data address would break at its first '#'. */
describe('the QR code image address', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000000" d="M0 0h1v1H0z"/></svg>';
  it.each([
    ['supabase-js: unencoded SVG after the prefix', `data:image/svg+xml;utf-8,${svg}`],
    ['bare SVG', svg],
  ])('encodes %s whole', (_, qrCode) => {
    const src = imageSource(qrCode);
    expect(src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(src).not.toContain('#');
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });

  it.each(['data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E', 'data:image/png;base64,iVBORw0KGgo='])(
    'leaves an encoded address as it is: %s',
    (qrCode) => {
      expect(imageSource(qrCode)).toBe(qrCode);
    },
  );
});

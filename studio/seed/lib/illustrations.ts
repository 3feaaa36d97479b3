import { drawEquipment, type EquipmentKind } from './equipment.ts';
import { fitText, rect, svg } from './svg.ts';

/** Whole illustrations: product cards, category tiles, hero banners and partner logos. */

const BRAND_COLOURS: Record<string, string> = {
  'Jinko Solar': '#1b75bb',
  Longi: '#c8102e',
  'JA Solar': '#e4007f',
  'Canadian Solar': '#d52b1e',
  Growatt: '#f39800',
  Deye: '#005bac',
  'Victron Energy': '#0066b3',
  Must: '#d4202c',
  'Felicity Solar': '#00a0e9',
  Sunsynk: '#fdb913',
  Luminous: '#0c4da2',
  'Chloride Exide': '#e31e24',
  Ritar: '#009944',
  Pylontech: '#0072bc',
  Dyness: '#00a3a1',
  Epever: '#0a7cc1',
  'Schneider Electric': '#3dcd58',
  Hager: '#0a4595',
  Chint: '#004b9b',
  Suntech: '#00549f',
  'Davis & Shirtliff': '#003f87',
  Grundfos: '#00539f',
  Solarmax: '#f7941d',
  Solahart: '#ed1c24',
  INVT: '#e60012',
  Veichi: '#0068b7',
  Midea: '#0092d0',
  Gree: '#00a0e9',
  Ariston: '#003a70',
  Phnix: '#1c9ad6',
  Philips: '#0b5ed7',
  EcoFlow: '#1d1d1f',
  Bluetti: '#2a6df4',
  Chromagen: '#e2231a',
  'Sun King': '#f7a600',
  'd.light': '#ec6b1e',
  'Solar Shop Kenya': '#0b6e4f',
  Kenwest: '#b71c1c',
  Suntree: '#ff7a00',
  Stäubli: '#e2001a',
  'K2 Systems': '#0066a1',
};

function brandColour(brand: string): string {
  const known = BRAND_COLOURS[brand];
  if (known) return known;
  let hash = 0;
  for (const ch of brand) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hash} 60% 38%)`;
}

/** A 640 × 640 product card: brand on a coloured band, the equipment, the key rating. */
export function productCard(kind: EquipmentKind, brand: string, rating: string, screenText = rating): string {
  const c = brandColour(brand);
  return svg(
    640,
    640,
    rect(0, 0, 640, 640, '#ffffff') +
      rect(0, 0, 640, 100, c) +
      fitText(320, 66, brand.toUpperCase(), 44, 580, '#ffffff', 'font-weight="bold" letter-spacing="2"') +
      drawEquipment(kind, c, screenText) +
      rect(0, 540, 640, 100, '#f1f4f7') +
      fitText(320, 608, rating, 52, 600, '#1f2933', 'font-weight="bold"'),
  );
}

/** A 640 × 480 category tile: the equipment on a tinted ground, the category name below. */
export function categoryTile(kind: EquipmentKind, name: string, colour: string): string {
  return svg(
    640,
    480,
    rect(0, 0, 640, 480, '#eef6f2') +
      `<g transform="translate(32 -88) scale(0.9)">${drawEquipment(kind, colour, '')}</g>` +
      rect(0, 400, 640, 80, colour) +
      fitText(320, 454, name, 40, 600, '#ffffff', 'font-weight="bold"'),
  );
}

/** A 1200 × 480 hero banner: the equipment on the right of a dark green field; text comes from the page. */
export function heroBanner(kind: EquipmentKind, colour: string): string {
  return svg(
    1200,
    480,
    rect(0, 0, 1200, 480, '#0b3d2e') +
      rect(640, 40, 520, 400, '#ffffff', 'rx="24"') +
      `<g transform="translate(644 -16) scale(0.8)">${drawEquipment(kind, colour, '')}</g>` +
      `<circle cx="1150" cy="50" r="44" fill="#f5c400"/>`,
  );
}

/** A 320 × 120 partner wordmark. */
export function partnerLogo(name: string): string {
  const c = brandColour(name);
  return svg(
    320,
    120,
    rect(0, 0, 320, 120, '#ffffff') +
      `<circle cx="46" cy="60" r="26" fill="${c}"/>` +
      `<circle cx="46" cy="60" r="11" fill="#ffffff"/>` +
      fitText(190, 72, name, 34, 220, c, 'font-weight="bold"'),
  );
}

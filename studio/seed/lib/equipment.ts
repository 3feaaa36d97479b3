import { fitText, rect, text } from './svg.ts';

/**
 * Drawings of each kind of equipment, in a 640 × 400 box starting at (0, 120) of a 640 × 640
 * card: brand above, rating below (see illustrations.ts). `c` is the brand colour.
 */
export type EquipmentKind =
  | 'panel'
  | 'inverter'
  | 'battery'
  | 'lithium'
  | 'lead-acid'
  | 'controller'
  | 'cable'
  | 'breaker'
  | 'connector'
  | 'mounting'
  | 'monitor'
  | 'enclosure'
  | 'earthing'
  | 'tool'
  | 'kit'
  | 'backup'
  | 'floodlight'
  | 'evacuated-heater'
  | 'flat-heater'
  | 'heat-pump'
  | 'pump-inverter';

const steel = '#c9d1d9';
const dark = '#1f2933';

function panel(x: number, y: number, w: number, h: number, cols = 6, rows = 10): string {
  let cells = rect(x, y, w, h, '#8a99a8', 'rx="6"') + rect(x + 8, y + 8, w - 16, h - 16, '#0e2a5c');
  const cw = (w - 16) / cols;
  const ch = (h - 16) / rows;
  for (let i = 1; i < cols; i++) cells += rect(x + 8 + i * cw - 1, y + 8, 2, h - 16, '#c5d3e8');
  for (let j = 1; j < rows; j++) cells += rect(x + 8, y + 8 + j * ch - 1, w - 16, 2, '#c5d3e8');
  return cells;
}

function box(x: number, y: number, w: number, h: number, c: string): string {
  return (
    rect(x, y, w, h, '#f4f6f8', `rx="18" stroke="${steel}" stroke-width="4"`) + rect(x, y, w, 34, c, 'rx="14"') + rect(x, y + 20, w, 14, c)
  );
}

function screen(x: number, y: number, w: number, h: number, label: string): string {
  return rect(x, y, w, h, '#0b1f17', 'rx="6"') + fitText(x + w / 2, y + h / 2 + 10, label, 30, w - 20, '#5df2a4', 'font-weight="bold"');
}

function leds(x: number, y: number): string {
  return ['#2ecc71', '#f1c40f', '#e74c3c'].map((fill, i) => `<circle cx="${x + i * 26}" cy="${y}" r="7" fill="${fill}"/>`).join('');
}

export function drawEquipment(kind: EquipmentKind, c: string, screenText: string): string {
  switch (kind) {
    case 'panel':
      return panel(200, 135, 240, 370);
    case 'inverter':
      return (
        box(200, 140, 240, 360, c) +
        screen(230, 200, 180, 80, screenText) +
        leds(270, 310) +
        [0, 1, 2, 3].map((i) => `<circle cx="${245 + i * 50}" cy="470" r="12" fill="${dark}"/>`).join('')
      );
    case 'battery':
      // The battery a shopper knows: a cell with its terminal and three of four bars of charge (the batteries category's tile and hero).
      return (
        rect(110, 210, 380, 200, '#f4f6f8', `rx="28" stroke="${dark}" stroke-width="14"`) +
        rect(497, 270, 34, 80, dark, 'rx="8"') +
        [0, 1, 2, 3].map((i) => rect(138 + i * 84, 238, 68, 144, i < 3 ? '#2ecc71' : '#d5dbe1', 'rx="8"')).join('')
      );
    case 'lithium':
      return (
        rect(120, 230, 400, 200, '#eef1f4', `rx="14" stroke="${steel}" stroke-width="4"`) +
        rect(120, 230, 40, 200, c, 'rx="10"') +
        rect(480, 230, 40, 200, c, 'rx="10"') +
        screen(190, 260, 130, 50, screenText) +
        leds(350, 285) +
        `<circle cx="370" cy="380" r="14" fill="#e74c3c"/><circle cx="430" cy="380" r="14" fill="${dark}"/>`
      );
    case 'lead-acid':
      return (
        rect(150, 210, 340, 250, c, 'rx="16"') +
        rect(170, 230, 300, 60, '#ffffff', 'rx="8" opacity="0.9"') +
        text(320, 272, screenText, 32, dark, 'font-weight="bold"') +
        rect(190, 180, 50, 36, '#c0392b', 'rx="6"') +
        rect(400, 180, 50, 36, dark, 'rx="6"') +
        text(215, 208, '+', 30, '#fff', 'font-weight="bold"') +
        text(425, 208, '−', 30, '#fff', 'font-weight="bold"')
      );
    case 'controller':
      return (
        box(210, 170, 220, 300, c) +
        screen(235, 225, 170, 70, screenText) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => `<circle cx="${240 + i * 32}" cy="430" r="11" fill="${steel}" stroke="${dark}" stroke-width="3"/>`)
          .join('') +
        [0, 1, 2, 3].map((i) => rect(240 + i * 45, 320, 25, 70, '#d5dbe1', 'rx="4"')).join('')
      );
    case 'cable':
      return (
        [150, 120, 90, 60]
          .map((r, i) => `<circle cx="320" cy="320" r="${r}" fill="none" stroke="${i % 2 ? c : dark}" stroke-width="26"/>`)
          .join('') + `<path d="M470 320 C 540 320, 540 440, 600 460" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>`
      );
    case 'breaker':
      return (
        rect(230, 150, 180, 340, '#f7f7f7', `rx="12" stroke="${steel}" stroke-width="4"`) +
        rect(230, 150, 180, 30, c, 'rx="10"') +
        rect(290, 250, 60, 110, dark, 'rx="10"') +
        rect(300, 262, 40, 44, '#e74c3c', 'rx="6"') +
        text(320, 420, screenText, 30, dark, 'font-weight="bold"') +
        rect(260, 455, 120, 16, steel, 'rx="4"')
      );
    case 'connector':
      return (
        rect(110, 290, 200, 60, dark, 'rx="26"') +
        rect(300, 305, 60, 30, '#9aa5b1', 'rx="6"') +
        rect(360, 290, 180, 60, dark, 'rx="26"') +
        rect(80, 310, 40, 20, c, 'rx="6"') +
        rect(530, 310, 40, 20, c, 'rx="6"') +
        text(320, 430, screenText, 30, dark, 'font-weight="bold"')
      );
    case 'mounting':
      return (
        rect(90, 240, 460, 44, '#b8c2cc', 'rx="6"') +
        rect(90, 360, 460, 44, '#b8c2cc', 'rx="6"') +
        [150, 310, 470].map((x) => rect(x, 225, 30, 74, dark, 'rx="4"') + rect(x, 345, 30, 74, dark, 'rx="4"')).join('') +
        rect(250, 420, 140, 40, c, 'rx="6"')
      );
    case 'monitor':
      return (
        rect(170, 170, 300, 280, '#fbfcfd', `rx="26" stroke="${c}" stroke-width="10"`) +
        screen(205, 215, 230, 120, screenText) +
        leds(280, 390)
      );
    case 'enclosure':
      return (
        rect(160, 150, 320, 340, '#e9edf1', `rx="14" stroke="${steel}" stroke-width="5"`) +
        rect(195, 200, 250, 150, '#cfe3f5', 'rx="8" opacity="0.9"') +
        [0, 1, 2, 3, 4].map((i) => rect(210 + i * 46, 225, 34, 100, i % 2 ? c : dark, 'rx="4"')).join('') +
        [0, 1, 2].map((i) => `<circle cx="${240 + i * 80}" cy="470" r="14" fill="${dark}"/>`).join('')
      );
    case 'earthing':
      return (
        rect(305, 150, 30, 340, '#b87333', 'rx="6"') +
        `<path d="M305 490 L320 530 L335 490 Z" fill="#b87333"/>` +
        rect(270, 200, 100, 40, c, 'rx="8"') +
        `<path d="M380 170 L340 260 L375 260 L335 350" fill="none" stroke="#f1c40f" stroke-width="12" stroke-linejoin="round"/>`
      );
    case 'tool':
      return (
        `<path d="M200 440 L330 260 L360 280 L230 460 Z" fill="${dark}"/><path d="M440 440 L310 260 L280 280 L410 460 Z" fill="${c}"/>` +
        `<circle cx="320" cy="250" r="30" fill="${steel}" stroke="${dark}" stroke-width="6"/>`
      );
    case 'kit':
      return (
        panel(80, 170, 190, 280, 5, 8) +
        box(300, 200, 130, 230, c) +
        screen(315, 250, 100, 50, screenText) +
        rect(450, 300, 130, 130, '#eef1f4', `rx="10" stroke="${steel}" stroke-width="4"`) +
        rect(450, 300, 20, 130, c, 'rx="6"')
      );
    case 'backup':
      return (
        rect(140, 200, 360, 270, '#eef1f4', `rx="24" stroke="${steel}" stroke-width="5"`) +
        rect(200, 160, 240, 50, dark, 'rx="22"') +
        rect(250, 175, 140, 22, '#eef1f4', 'rx="10"') +
        screen(170, 235, 150, 70, screenText) +
        [0, 1, 2].map((i) => rect(180 + i * 60, 360, 44, 56, dark, 'rx="8"')).join('') +
        rect(370, 240, 100, 180, c, 'rx="12" opacity="0.85"')
      );
    case 'floodlight':
      return (
        rect(150, 190, 280, 210, dark, 'rx="16"') +
        rect(170, 210, 240, 170, '#fff6c7', 'rx="8"') +
        Array.from(
          { length: 24 },
          (_, i) => `<circle cx="${195 + (i % 6) * 38}" cy="${232 + Math.floor(i / 6) * 40}" r="12" fill="#f5c400"/>`,
        ).join('') +
        rect(280, 400, 20, 80, dark) +
        panel(450, 160, 140, 200, 4, 6)
      );
    case 'evacuated-heater':
      return (
        rect(110, 170, 420, 90, steel, 'rx="45"') +
        rect(130, 185, 380, 14, '#ffffff', 'rx="7" opacity="0.7"') +
        Array.from({ length: 10 }, (_, i) => rect(130 + i * 40, 260, 24, 230, '#23415e', 'rx="12"')).join('') +
        rect(110, 490, 420, 14, c, 'rx="6"')
      );
    case 'flat-heater':
      return (
        rect(110, 170, 420, 90, steel, 'rx="45"') +
        rect(130, 185, 380, 14, '#ffffff', 'rx="7" opacity="0.7"') +
        rect(120, 270, 400, 220, '#1d3557', `rx="8" stroke="${c}" stroke-width="10"`) +
        Array.from({ length: 9 }, (_, i) => rect(150 + i * 40, 285, 6, 190, '#457b9d')).join('')
      );
    case 'heat-pump':
      return (
        rect(110, 170, 420, 300, '#f4f6f8', `rx="16" stroke="${steel}" stroke-width="5"`) +
        `<circle cx="270" cy="320" r="115" fill="${dark}"/>` +
        [0, 60, 120, 180, 240, 300]
          .map((a) => `<ellipse cx="270" cy="265" rx="22" ry="52" fill="#9aa5b1" transform="rotate(${a} 270 320)"/>`)
          .join('') +
        `<circle cx="270" cy="320" r="20" fill="${c}"/>` +
        rect(420, 200, 80, 240, c, 'rx="8" opacity="0.85"')
      );
    case 'pump-inverter':
      return (
        box(190, 150, 260, 340, c) +
        screen(220, 210, 200, 80, screenText) +
        `<path d="M320 320 C 320 320, 270 390, 270 420 A 50 50 0 0 0 370 420 C 370 390, 320 320, 320 320 Z" fill="#2e86de"/>`
      );
  }
}

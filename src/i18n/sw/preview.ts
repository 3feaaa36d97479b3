import type { Message } from '../index.ts';
import type { preview as english } from '../en/preview.ts';

/** Kiswahili for en/preview.ts: the preview server's page for an editor without access, and its banner. */
export const preview = {
  'preview.refusedTitle': 'Hakiki hii ni ya faragha',
  'preview.noAccess':
    'Hakiki huonyesha maudhui ambayo bado hayajachapishwa. Fungua ukurasa huu kwa kitufe cha Hakiki cha hati kwenye Studio (kwenye kompyuta yako, kwa kiungo cha hakiki ambacho npm start huonyesha).',
  'preview.badLink': 'Kiungo hiki cha hakiki si sahihi au muda wake umekwisha. Fungua hakiki tena kutoka Studio.',
  'preview.shopLink': 'Nenda dukani',
  'preview.notFoundTitle': 'Hakuna cha kuhakiki hapa',
  'preview.notFound':
    'Hakuna rasimu wala hati iliyochapishwa yenye anwani hii: huenda slug au kategoria yake imebadilika kwenye rasimu. Fungua hakiki tena kutoka Studio.',
  'preview.bannerLabel': 'Hakiki',
  'preview.banner': 'Hakiki: rasimu ambazo bado hazijachapishwa, kama wateja watakavyoziona zikichapishwa.',
  'preview.leave': 'Toka kwenye hakiki',
} as const satisfies Record<keyof typeof english, Message>;

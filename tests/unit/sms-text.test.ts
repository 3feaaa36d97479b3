import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, smsParts, smsText } from '../../src/lib/messages/gsm7.ts';
import { fitSms, fitSmsDraft, smsCapacity } from '../../src/lib/messages/sms-fit.ts';

describe('smsText', () => {
  it.each([
    ['smart quotes', 'Asante, it’s “ready”', 'Asante, it\'s "ready"'],
    ['dashes', 'Nairobi – Mombasa — 2 days ‒ ok', 'Nairobi - Mombasa - 2 days - ok'],
    ['the ellipsis', 'Wait…', 'Wait...'],
    ['a non-breaking space', 'KSh\u00a012,345', 'KSh 12,345'],
    ['emoji, with the space they leave', 'Order SK-1042 confirmed 🎉 thanks 🙏🏽!', 'Order SK-1042 confirmed thanks !'],
    ['a joined emoji and a flag', 'Hi 👩‍👩‍👧 🇰🇪 there', 'Hi there'],
    ['accents outside GSM-7', 'Café Ñandú Łódź ç', 'Café Ñandu Lodz c'],
    ['Windows line ends', 'one\r\ntwo\rthree', 'one\ntwo\nthree'],
    ['characters GSM-7 has no stand-in for', 'Pay ₹5 or ¥5 – 中文', 'Pay 5 or ¥5 -'],
    ['extension characters, which stay', 'Cost €5 [x] {y} \\ ^ ~ |', 'Cost €5 [x] {y} \\ ^ ~ |'],
    ['GSM-7 text, unchanged', 'Order SK-1042: KSh 18,500 paid. @shop #1 £ $ _ ¿¡ §', 'Order SK-1042: KSh 18,500 paid. @shop #1 £ $ _ ¿¡ §'],
  ])('replaces or drops %s', (_name, input, output) => {
    expect(smsText(input)).toBe(output);
    expect(isGsm7(smsText(input))).toBe(true);
  });

  it('gives GSM-7 for every character a message may hold', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('');
    expect(isGsm7(smsText(all))).toBe(true);
  });
});

describe('gsm7Length', () => {
  it.each([
    ['', 0],
    ['Hello', 5],
    ['€', 2],
    ['[]{}\\^~|€', 18],
    ['KSh 100 {x}', 13],
    ['é£¥', 3],
  ])('%j takes %i septets', (text, length) => {
    expect(gsm7Length(text)).toBe(length);
  });
});

describe('smsParts', () => {
  it.each([
    ['160 plain characters', 1, 'a'.repeat(160)],
    ['161 plain characters', 2, 'a'.repeat(161)],
    ['159 plus one extension character', 2, `${'a'.repeat(159)}€`],
    ['306 plain characters', 2, 'a'.repeat(306)],
    ['307 plain characters', 3, 'a'.repeat(307)],
    ['70 with one curly quote (UCS-2)', 1, `${'a'.repeat(69)}’`],
    ['71 with one curly quote', 2, `${'a'.repeat(70)}’`],
  ])('%s make %i part(s)', (_name, parts, text) => {
    expect(smsParts(text)).toBe(parts);
  });
});

describe('fitSms: one part, cut with "..." but never inside a link', () => {
  const link = 'https://www.solarshopkenya.co.ke/sw/track?ref=72233C16';
  it.each([
    ['a text that fits stays', `Paid. Track: ${link}`, `Paid. Track: ${link}`],
    ['the words before the link give way', `${'word '.repeat(40)}Track: ${link}`, `${'word '.repeat(20).trimEnd()}... ${link}`],
    ['with no link, the end is cut', 'x'.repeat(200), `${'x'.repeat(157)}...`],
    ['a link that cannot fit is left out, not cut', `Hello ${'https://x.example/'.padEnd(170, 'a')}`, 'Hello...'],
  ])('%s', (_case, text, expected) => {
    const fitted = fitSms(text);
    expect(fitted).toBe(expected);
    expect(smsParts(fitted)).toBe(1);
  });

  it.each([
    ['sentences', 'Paid in full. Thank you. '],
    ['a list', 'KSh 100, KSh 200; '],
  ])('leaves no punctuation dangling before its "..." (%s)', (_case, words) => {
    const fitted = fitSms(`${words.repeat(12)}Track: ${link}`);
    expect(fitted).toMatch(/[^\s.,;:]\.\.\. https:/);
    expect(fitted.endsWith(link)).toBe(true);
    expect(smsParts(fitted)).toBe(1);
  });

  it('takes a budget of more parts', () => {
    expect(smsCapacity(1)).toBe(160);
    expect(smsCapacity(2)).toBe(306);
    const text = `${'word '.repeat(50)}${link}`;
    expect(fitSms(text, 2)).toBe(smsText(text));
  });
});

describe('fitSmsDraft: names and free text give way before anything else', () => {
  const draft = (values: Record<string, string>, elastic: string[]) => ({
    render: (v: Readonly<Record<string, string | number>>) => `${v.shop}: order 72233C16 is cancelled: ${v.reason}. Track: ${v.url}`,
    values,
    elastic,
  });
  const url = 'https://www.solarshopkenya.co.ke/track?ref=72233C16';
  it.each([
    [
      'short values stay whole',
      { shop: 'Solar Shop Kenya', reason: 'changed my mind', url },
      ['shop', 'reason'],
      'Solar Shop Kenya: order 72233C16 is cancelled: changed my mind. Track: ',
    ],
    [
      'the longest elastic value is shortened first',
      { shop: 'Solar Shop Kenya', reason: 'r'.repeat(120), url },
      ['shop', 'reason'],
      'Solar Shop Kenya: order 72233C16 is cancelled: rrrrr',
    ],
    [
      'the shop’s name gives way when it is the long one',
      { shop: 'S'.repeat(100), reason: 'changed my mind', url },
      ['shop', 'reason'],
      `${'S'.repeat(20)}`,
    ],
  ])('%s', (_case, values, elastic, start) => {
    const fitted = fitSmsDraft(draft(values, elastic));
    expect(smsParts(fitted)).toBe(1);
    expect(fitted.startsWith(start)).toBe(true);
    expect(fitted.endsWith(`Track: ${url}`)).toBe(true);
  });

  it('shortens no value below a few letters, then cuts the words before the link', () => {
    const fitted = fitSmsDraft(draft({ shop: 'Solar Shop Kenya', reason: 'changed my mind '.repeat(5), url }, []));
    expect(smsParts(fitted)).toBe(1);
    expect(fitted.endsWith(`... ${url}`)).toBe(true);
  });
});

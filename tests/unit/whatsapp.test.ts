import { describe, expect, it } from 'vitest';
import { cartOrderText, fitText, productOrderText, whatsappLink, WHATSAPP_TEXT_LIMIT } from '../../src/lib/whatsapp.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

/** The text a link carries, decoded as WhatsApp reads it. */
function textOf(link: string | null): string | null {
  return link === null ? null : new URL(link).searchParams.get('text');
}

const chars = (text: string) => Array.from(text).length;

describe('whatsappLink: the number', () => {
  it.each([
    ['+254712345678', 'https://wa.me/254712345678'],
    ['+254 712 345 678', 'https://wa.me/254712345678'],
    ['+254-712-345-678', 'https://wa.me/254712345678'],
    ['+254110000111', 'https://wa.me/254110000111'],
  ])('%s links to %s', (number, link) => expect(whatsappLink(number)).toBe(link));

  it('gives no link when the shop has no WhatsApp number', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink(null, 'Hello')).toBeNull();
  });

  it.each([
    ['0712345678', 'a local form'],
    ['254712345678', 'no +'],
    ['+25471234567', 'too few digits'],
    ['+2547123456789', 'too many digits'],
    ['+255712345678', 'another country'],
    ['+254 712 345 67a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (number) => expect(() => whatsappLink(number)).toThrow(RangeError));
});

describe('whatsappLink: the text', () => {
  it.each([
    ['', 'https://wa.me/254712345678'],
    ['Hello', 'https://wa.me/254712345678?text=Hello'],
    ['Cables & connectors', 'https://wa.me/254712345678?text=Cables%20%26%20connectors'],
    ['line one\nline two', 'https://wa.me/254712345678?text=line%20one%0Aline%20two'],
    ['Habari, ningependa kuagiza taa ya sola', 'https://wa.me/254712345678?text=Habari%2C%20ningependa%20kuagiza%20taa%20ya%20sola'],
    ['Café Nyeri: 2 × panel?', 'https://wa.me/254712345678?text=Caf%C3%A9%20Nyeri%3A%202%20%C3%97%20panel%3F'],
    ['100% #1 = a+b /shop?x=1', 'https://wa.me/254712345678?text=100%25%20%231%20%3D%20a%2Bb%20%2Fshop%3Fx%3D1'],
  ])('%j is encoded', (text, link) => {
    expect(whatsappLink('+254712345678', text)).toBe(link);
    expect(textOf(link)).toBe(text === '' ? null : text);
  });

  it('keeps a text of exactly the limit and cuts a longer one to the limit', () => {
    const exact = 'a'.repeat(WHATSAPP_TEXT_LIMIT);
    expect(textOf(whatsappLink('+254712345678', exact))).toBe(exact);
    const long = textOf(whatsappLink('+254712345678', `${'word '.repeat(200)}end`))!;
    expect(chars(long)).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('fitText', () => {
  it.each([
    ['fits as it is', 'Hello\nA\nTotal', 20, 'Hello\nA\nTotal'],
    ['drops lines before the last, marked with …', 'Hello\nAAAAAAAAAA\nBBBBBBBBBB\nTotal', 25, 'Hello\nAAAAAAAAAA\n…\nTotal'],
    ['drops every middle line if it must', 'Hello\nAAAAAAAAAA\nBBBBBBBBBB\nTotal', 14, 'Hello\n…\nTotal'],
    ['shortens the longest line at a word', 'Hello there, my friend\nTotal', 20, 'Hello there,…\nTotal'],
    ['shortens a single word-less line where it must', 'x'.repeat(30), 10, `${'x'.repeat(9)}…`],
    ['counts an emoji as one character and never splits it', '🔋'.repeat(9), 5, '🔋🔋🔋🔋…'],
  ])('%s', (_name, text, limit, fitted) => {
    const result = fitText(text, limit);
    expect(result).toBe(fitted);
    expect(chars(result)).toBeLessThanOrEqual(limit);
  });
});

describe('productOrderText', () => {
  const product = {
    name: 'Felicity 48V 100Ah Lithium Battery',
    priceCents: 14250000,
    url: 'https://shop.test/shop/batteries/felicity-lpba48100',
  };

  it('names the product, its price and its page', () => {
    expect(productOrderText(product, 'Solar Shop Kenya', t)).toBe(
      'Hello Solar Shop Kenya, I would like to order: Felicity 48V 100Ah Lithium Battery (KSh 142,500).\nhttps://shop.test/shop/batteries/felicity-lpba48100',
    );
  });

  it.each([
    ['cents', { ...product, priceCents: 1234550 }, '(KSh 12,345.50)'],
    ['an ampersand and accents', { ...product, name: 'Taa za Sola & Kébé' }, 'order: Taa za Sola & Kébé (KSh'],
    ['braces that look like placeholders', { ...product, name: 'Panel {price}' }, 'order: Panel {price} (KSh'],
  ])('keeps %s as they are', (_name, given, part) => expect(productOrderText(given, 'Solar Shop Kenya', t)).toContain(part));

  it('shortens an over-long name, never the price or the link', () => {
    const text = productOrderText({ ...product, name: 'Battery '.repeat(100).trim() }, 'Solar Shop Kenya', t);
    expect(chars(text)).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    expect(text).toMatch(/Battery… \(KSh 142,500\)\.\nhttps:\/\/shop\.test\/shop\/batteries\/felicity-lpba48100$/);
  });
});

describe('cartOrderText', () => {
  const panel = { name: 'Jinko Tiger Neo 550W', quantity: 2, priceCents: 450000 };
  const battery = { name: 'Pylontech US3000C', quantity: 1, priceCents: 16500000 };

  it('lists each line with its quantity and total, then the subtotal', () => {
    expect(cartOrderText([panel, battery], 17400000, 'Solar Shop Kenya', t)).toBe(
      [
        'Hello Solar Shop Kenya, I would like to order:',
        '2 x Jinko Tiger Neo 550W: KSh 9,000',
        '1 x Pylontech US3000C: KSh 165,000',
        'Subtotal: KSh 174,000',
      ].join('\n'),
    );
  });

  it('survives the link: newlines, & and Kiswahili come back as written', () => {
    const lines = [{ name: 'Taa ya Sola & Betri – Kéroka', quantity: 3, priceCents: 100050 }];
    const text = cartOrderText(lines, 300150, 'Duka la Sola', t);
    const link = whatsappLink('+254712345678', text)!;
    expect(link).toContain('%0A3%20x%20Taa%20ya%20Sola%20%26%20Betri%20%E2%80%93%20K%C3%A9roka%3A%20KSh%203%2C001.50%0A');
    expect(textOf(link)).toBe(text);
  });

  /** Lines of 59 or 60 characters: 7 fit in the limit beside the greeting and the subtotal; 6 beside a count too. */
  const floodlights = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      name: `Solar floodlight with motion sensor, model ${index + 1}`,
      quantity: 1,
      priceCents: 100000,
    }));

  it.each([
    [7, 7, null],
    [8, 6, 'and 2 more items (in my cart)'],
    [40, 6, 'and 34 more items (in my cart)'],
  ])('a cart of %i long lines lists %i, counts the rest (%s) and keeps the subtotal', (count, listed, more) => {
    const lines = floodlights(count);
    const text = cartOrderText(lines, count * 100000, 'Solar Shop Kenya', t);
    expect(chars(text)).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    expect(text.split('\n')).toEqual([
      'Hello Solar Shop Kenya, I would like to order:',
      ...lines.slice(0, listed).map((line) => `1 x ${line.name}: KSh 1,000`),
      ...(more ? [more] : []),
      `Subtotal: KSh ${(count * 1000).toLocaleString('en-KE')}`,
    ]);
  });

  it('counts a single line left out as one item', () => {
    const text = cartOrderText(
      [panel, battery, { name: 'Cable '.repeat(90).trim(), quantity: 4, priceCents: 5000 }],
      17420000,
      'Solar Shop Kenya',
      t,
    );
    expect(text.split('\n').slice(-2)).toEqual(['and 1 more item (in my cart)', 'Subtotal: KSh 174,200']);
  });

  it('keeps the first line, its name cut, when even one line is too long', () => {
    const text = cartOrderText(
      [{ name: 'Inverter '.repeat(80).trim(), quantity: 1, priceCents: 100000 }, panel],
      1000000,
      'Solar Shop Kenya',
      t,
    );
    expect(chars(text)).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    expect(text).toMatch(/\n1 x Inverter .*Inverter…: KSh 1,000\nand 1 more item \(in my cart\)\nSubtotal: KSh 10,000$/);
  });
});

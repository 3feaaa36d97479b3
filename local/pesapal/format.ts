import { randomInt } from 'node:crypto';

/** Pesapal's formats for dates, masked accounts and receipts (reference sections 3, 6). */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2024-03-18T16:25:45.7790000Z`: UTC with 7 fractional digits, like .NET. */
export function utcSeven(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
}

/** `2024-03-18T18:25:46.75`: Nairobi time (UTC+3) without a zone, as GetTransactionStatus sends. */
export function nairobiLocal(ms: number): string {
  const d = new Date(ms + 3 * 3_600_000);
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const fraction = pad(d.getUTCMilliseconds(), 3).replace(/0+$/, '');
  return fraction ? `${base}.${fraction}` : base;
}

/** A Kenyan number as 2547XXXXXXXX / 2541XXXXXXXX, or null when it is not one. */
export function kenyanMsisdn(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** `2547xxx45678`, as Pesapal masks mobile accounts. */
export const maskMsisdn = (msisdn: string) => `${msisdn.slice(0, 4)}xxx${msisdn.slice(-5)}`;

/** `411111**1111`, as Pesapal masks cards. */
export const maskCard = (digits: string) => `${digits.slice(0, 6)}**${digits.slice(-4)}`;

const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An M-PESA-like receipt: 10 upper-case letters and digits. */
export function mpesaReceipt(): string {
  return Array.from({ length: 10 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
}

/** A card authorisation code: 22 digits. */
export function cardAuthorisation(): string {
  return Array.from({ length: 22 }, () => String(randomInt(10))).join('');
}

/** `KES 1,500.00`. */
export function formatAmount(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The callback (or cancellation) URL with Pesapal's parameters appended. */
export function withOrderParams(url: string, trackingId: string, merchantReference: string, type?: string): string {
  const params = new URLSearchParams({ OrderTrackingId: trackingId, OrderMerchantReference: merchantReference });
  if (type) params.set('OrderNotificationType', type);
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}

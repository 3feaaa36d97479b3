import { randomBytes } from 'node:crypto';
import { AT_STATUS_NAMES } from '../../src/server/sms/wire.ts';
import { smsParts } from '../../src/lib/messages/gsm7.ts';

/**
 * What the stand-in answers for each number (reference section 2): a number ending in 0 and a
 * failure code (…0403, …0405, …0406, …0402, …0500) is refused with that code; a number not in
 * international form is an InvalidPhoneNumber; every other number is sent.
 */

export interface Recipient {
  statusCode: number;
  number: string;
  status: string;
  cost: string;
  messageId: string;
}

/** Refusal codes a number can ask for with its last four digits. */
export const MAGIC_CODES = Object.keys(AT_STATUS_NAMES)
  .map(Number)
  .filter((code) => code >= 400);

/** KES per part, as the reference's example answer costs one part. */
const PART_COST = 0.8;

const refused = (number: string, statusCode: number): Recipient => ({
  statusCode,
  number,
  status: AT_STATUS_NAMES[statusCode] ?? 'Unknown',
  cost: '0',
  messageId: 'None',
});

export function recipientFor(number: string, text: string): Recipient {
  if (!/^\+\d{1,3}\d{3,}$/.test(number)) return refused(number, 403);
  const magic = MAGIC_CODES.find((code) => number.endsWith(`0${code}`));
  if (magic) return refused(number, magic);
  return {
    statusCode: 101,
    number,
    status: 'Success',
    cost: `KES ${(PART_COST * smsParts(text)).toFixed(4)}`,
    messageId: `ATXid_${randomBytes(16).toString('hex')}`,
  };
}

/** `Sent to 1/2 Total Cost: KES 0.8000`, or `Total Cost: 0` when nothing was sent. */
export function summary(recipients: Recipient[]): string {
  const sent = recipients.filter((r) => r.messageId !== 'None');
  const total = sent.reduce((sum, r) => sum + Number(r.cost.replace('KES ', '')), 0);
  return `Sent to ${sent.length}/${recipients.length} Total Cost: ${sent.length ? `KES ${total.toFixed(4)}` : '0'}`;
}

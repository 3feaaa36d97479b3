import type { MessageChannel } from '../messages/types.ts';

/**
 * A subscriber's address as the unsubscribe page shows it: enough for its owner to recognise it,
 * not enough for whoever the message was forwarded to to learn it. A phone keeps its country code
 * and last three digits (+254 7•• ••• 678, kept on one line), an e-mail its first letter and its domain
 * (w•••••@example.co.ke).
 */
export function maskedAddress(channel: MessageChannel, address: string): string {
  if (channel === 'sms') {
    const digits = address.replace(/^\+254/, '');
    // Non-breaking spaces: the number stays on one line.
    return `+254\u00a0${digits.slice(0, 1)}••\u00a0•••\u00a0${digits.slice(-3)}`;
  }
  const at = address.lastIndexOf('@');
  const local = Array.from(address.slice(0, Math.max(at, 0)));
  return `${local[0] ?? ''}${'•'.repeat(Math.max(local.length - 1, 3))}${address.slice(at)}`;
}

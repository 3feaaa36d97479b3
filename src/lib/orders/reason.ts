import type { MessageKey } from '../../i18n/index.ts';
import { isPlainText } from '../plain-text.ts';

/** The longest reason an order's cancellation or refund keeps. */
export const REASON_MAX_LENGTH = 500;

/**
 * What is wrong with a cancellation or refund reason, as the message that says so, or null when it
 * will do: the one rule of the API's schemas (./after-sale-requests.ts) and of the customer's
 * cancel form, which checks it without a schema library (issue 27). The reason is taken trimmed.
 */
export function reasonProblem(reason: string): MessageKey | null {
  const text = reason.trim();
  if (text.length === 0 || text.length > REASON_MAX_LENGTH) return 'cancel.error.reason';
  return isPlainText(text, { multiline: true }) ? null : 'form.error.controlCharacters';
}

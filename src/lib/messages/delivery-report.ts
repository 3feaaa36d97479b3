/**
 * What a gateway's delivery report says of an SMS, in the words the message log keeps (issue 26).
 * Africa's Talking reports `Sent`, `Submitted`, `Buffered`, `AbsentSubscriber`, `Expired`, and the
 * final `Success`, `Failed`, `Rejected` (reference 1.4).
 */

/** Reports after which nothing changes: the handset has the message, or never will. */
const FINAL_DELIVERY_STATUSES = ['Success', 'Failed', 'Rejected'] as const;

const FINAL: ReadonlySet<string> = new Set(FINAL_DELIVERY_STATUSES);

const isFinalDeliveryStatus = (status: string): boolean => FINAL.has(status);

/** What a message's log says of its delivery: the last report's status and detail, null before any. */
export interface DeliveryState {
  status: string | null;
  detail: string | null;
}

/**
 * Whether a report changes what the message says: the same report again does not (so a repeated
 * report is harmless), nor does a late report of a passing state (`Buffered` arriving after
 * `Success`) over a final one; any other report does.
 */
export function reportChangesDelivery(current: DeliveryState, incoming: { status: string; detail: string | null }): boolean {
  if (current.status === incoming.status && current.detail === incoming.detail) return false;
  return current.status === null || !isFinalDeliveryStatus(current.status) || isFinalDeliveryStatus(incoming.status);
}

/** Kenya's mobile networks by their network code (MCC 639 and MNC), and Africa's Talking's sandbox. */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  '63902': 'Safaricom',
  '63903': 'Airtel',
  '63907': 'Telkom',
  '63999': 'Equitel',
  '99999': 'Athena (sandbox)',
};

/**
 * The report's network and failure reason in one line: `Safaricom (63902): UserDoesNotExist`,
 * `Airtel (63903)`, `63910` for a network we do not name, `DeliveryFailure` without a network;
 * null when the report has neither.
 */
export function deliveryDetail(networkCode: string | undefined, failureReason: string | undefined): string | null {
  const name = networkCode && Object.hasOwn(NETWORK_NAMES, networkCode) ? NETWORK_NAMES[networkCode] : undefined;
  const network = networkCode ? (name ? `${name} (${networkCode})` : networkCode) : '';
  if (network && failureReason) return `${network}: ${failureReason}`;
  return network || failureReason || null;
}

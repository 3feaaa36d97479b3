/**
 * A warranty claim's life: received when the customer makes it, inspecting once the team has the
 * item, then one outcome. An admin may move a claim to any other status (a wrong click is undone
 * the same way); each move is kept in the claim's audit and told to the customer.
 */
export const CLAIM_STATUSES = ['received', 'inspecting', 'repaired', 'replaced', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Still with the team: what the admin's list shows first. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['received', 'inspecting'];

export function isOpenClaim(status: ClaimStatus): boolean {
  return OPEN_CLAIM_STATUSES.includes(status);
}

/** Why a move is refused, or null: to the status it has already, or a rejection without a reason. */
export function claimMoveProblem(from: ClaimStatus, to: ClaimStatus, reason: string | null): 'same' | 'reason' | null {
  if (from === to) return 'same';
  if (to === 'rejected' && !reason?.trim()) return 'reason';
  return null;
}

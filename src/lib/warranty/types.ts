import type { ClaimStatus } from './claim-status.ts';

/** A serial number registered against an item of a delivered order, with the warranty as promised that day. */
export interface WarrantyRegistration {
  id: string;
  orderId: string;
  productId: string;
  productName: string;
  /** As printed: upper case, without spaces (serial.ts); compared by its key, without - . / either. */
  serial: string;
  months: number;
  covers: string;
  /** The day the order was delivered (YYYY-MM-DD, Kenya): the warranty runs from it. */
  startsOn: string;
  /** The last day it covers. */
  endsOn: string;
  registeredAt: string;
}

/** A claim against a registered serial, and where it stands. */
export interface WarrantyClaim {
  id: string;
  /** What the customer is given to quote: "C-4821907" (claim-reference.ts). */
  claimReference: string;
  registrationId: string;
  description: string;
  status: ClaimStatus;
  /** Why it was rejected; null unless it is. */
  rejectReason: string | null;
  /** The warranty had ended on the day the claim was made (accepted, and marked so). */
  outOfWarranty: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One move of a claim's status: who, from what, to what, why. */
export interface ClaimEvent {
  fromStatus: ClaimStatus | null;
  toStatus: ClaimStatus;
  reason: string | null;
  actor: string | null;
  actorRole: 'customer' | 'admin';
  at: string;
}

/** What a registration needs to be written: the service fills in the terms and the days. */
export type NewRegistration = Omit<WarrantyRegistration, 'id' | 'registeredAt'>;

import { z } from 'zod';
import { CLAIM_STATUSES } from '../lib/warranty/claim-status.ts';

/** What the warranty API answers the customer: POST /api/warranty/registrations and POST /api/warranty/claims. */

const day = z.iso.date();

/** A registered serial as its certificate shows it: no one's name, phone or address (the page's certificate adds the owner's name). */
export const warrantyRegistrationAnswer = z.object({
  reference: z.string(),
  productId: z.string(),
  productName: z.string(),
  serial: z.string(),
  /** The manufacturer's warranty, in months, as promised when the serial was registered. */
  months: z.number().int().positive(),
  covers: z.string(),
  /** The delivery day: the warranty runs from it. */
  startsOn: day,
  /** The last day it covers. */
  endsOn: day,
  registeredAt: z.string(),
});
export type WarrantyRegistrationAnswer = z.infer<typeof warrantyRegistrationAnswer>;

/** 201: the serials just registered, with their end dates, and the page that prints the order's certificate. */
export const registrationsAnswer = z.object({
  reference: z.string(),
  registrations: z.array(warrantyRegistrationAnswer),
  /** /warranty?ref=…: the certificate again, for whoever holds the reference and phone. */
  certificateUrl: z.string(),
});

/** 201: the claim recorded. */
export const claimAnswer = z.object({
  claim: z.object({
    id: z.uuid(),
    /** The claim's own reference, to quote to the shop: "C-4821907". */
    claimReference: z.string(),
    /** The order's reference. */
    reference: z.string(),
    serial: z.string(),
    productId: z.string(),
    productName: z.string(),
    status: z.enum(CLAIM_STATUSES),
    /** The warranty had ended on the day the claim was made: the claim is kept, and the team decides. */
    outOfWarranty: z.boolean(),
    endsOn: day,
    createdAt: z.string(),
  }),
});
export type ClaimAnswer = z.infer<typeof claimAnswer>;

import type { LaybyTerms } from '../../../src/lib/layby/terms.ts';

const KSH = 100;

/**
 * The demo's Lay-by settings ("Lipa Mdogo Mdogo", issue 47), from the defaults of the lay-by
 * reference (layby-instalments.md §1, §8): orders from KSh 20,000, a 20 % deposit, up to 90 days,
 * instalments from KSh 500 (the reference's KSh 100 raised: each payment costs a Pesapal fee, an
 * SMS and a tax invoice), M-PESA's KSh 250,000 per payment, a weekly rhythm reminded a day ahead,
 * 14 days' grace, no fee within 7 days then 5 % with no cap, delivery within 5 working days.
 */
export const DEMO_LAYBY_TERMS: LaybyTerms = {
  minOrderCents: 20_000 * KSH,
  depositBp: 2000,
  termDays: 90,
  minInstalmentCents: 500 * KSH,
  mpesaMaxCents: 250_000 * KSH,
  cadenceDays: 7,
  remindDaysBefore: 1,
  graceDays: 14,
  cancelFee: { freeDays: 7, percentBp: 500, maxCents: null },
  deliveryDays: 5,
  note: {
    en: 'Cancel any time before you have paid in full: on your order page, or by calling us.',
    sw: 'Unaweza kusitisha wakati wowote kabla ya kulipa kikamilifu: kwenye ukurasa wa agizo lako, au kwa kutupigia simu.',
  },
};

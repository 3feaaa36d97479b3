import type { InstallationQuoteAnswer, SlotsAnswer } from '../../api/installation.ts';
import type { OrderRequestInput } from '../../lib/checkout/order-schema.ts';
import type { PlanChoice } from './layby-offer.ts';

/**
 * Checkout's installation (issue 48), as rules the section and the request follow: which days the
 * picker offers, whether a chosen day still stands after the days are asked again, and what the
 * order request carries.
 */

/** One day of the picker: every open working day the answer lists, a full one shown but not choosable. */
export interface DayChoice {
  date: string;
  available: number;
  full: boolean;
}

export function dayChoices(slots: SlotsAnswer['slots']): DayChoice[] {
  return slots.map(({ date, available }) => ({ date, available, full: available <= 0 }));
}

/** The day chosen, if the days asked again still have a place on it; '' otherwise (it must be chosen again). */
export function keptDay(slots: SlotsAnswer['slots'], chosen: string): string {
  return slots.some((slot) => slot.date === chosen && slot.available > 0) ? chosen : '';
}

export interface InstallationWish {
  /** The quote's installation for the delivery county (null: none to offer). */
  offer: InstallationQuoteAnswer | null;
  wanted: boolean;
  plan: PlanChoice;
  /** The day chosen, '' for none. */
  day: string;
}

/** Whether the order books an installation: wanted, and offered for the delivery county. */
export function booksInstallation({ offer, wanted }: Pick<InstallationWish, 'offer' | 'wanted'>): boolean {
  return wanted && offer?.offered === true && offer.priceFor === 'county';
}

/** What the order request says of installation: none; a lay-by's without a day (chosen once paid in full); or the day. */
export function installationRequest(wish: InstallationWish): OrderRequestInput['installation'] {
  if (!booksInstallation(wish)) return undefined;
  if (wish.plan === 'layby') return {};
  return { date: wish.day || null };
}

/** The order cannot be placed yet: a day is still to be chosen (not with a lay-by). */
export function dayMissing(wish: InstallationWish): boolean {
  return booksInstallation(wish) && wish.plan !== 'layby' && wish.day === '';
}

/** initiate's refusals that the installation section answers (a full, past or unbookable day, not offered, a lay-by with a day). */
export function isInstallationRefusal(code: string): boolean {
  return code.startsWith('INSTALLATION_');
}

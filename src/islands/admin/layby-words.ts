import type { AdminLaybyPlan } from '../../api/admin-layby.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** A plan's day (`YYYY-MM-DD`, the shop's calendar) as the admin reads it: "10 Dec 2026". */
const dayFormat = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });
export const planDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Where a plan stands, in words (the shopper's own: "Behind the suggested amounts"). */
export const planStatusLabel = (status: AdminLaybyPlan['status']) => t(`layby.status.${status}`);

/** Whether the plan still takes payments and a later end date. */
export const planOpen = (plan: Pick<AdminLaybyPlan, 'status'>) =>
  plan.status !== 'paid' && plan.status !== 'cancelled' && plan.status !== 'expired';

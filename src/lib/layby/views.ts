import { addDays } from './calendar.ts';
import { isOpen, statusOf, type PlanState } from './plan.ts';

/**
 * The owner's lay-by views (issue 47, item 7), pure: which tab of /admin/layby a plan shows under on
 * `today` (the shop's day). `open` (the default) is every plan still taking payments; `active` is on
 * track, `behind` has missed a suggested date or passed its end date (in its grace), `ending` ends
 * within ENDING_SOON_DAYS; `completed` is paid in full, `ended` was cancelled or ran out unpaid. A plan
 * may be under more than one open view (behind and ending soon), never under both open and closed ones.
 */
export const LAYBY_VIEWS = ['open', 'active', 'behind', 'ending', 'completed', 'ended'] as const;
export type LaybyView = (typeof LAYBY_VIEWS)[number];

/** "Ending soon": an open plan whose end date falls within this many days of today (today included). */
export const ENDING_SOON_DAYS = 14;

/** Whether an open plan's end date is today or within ENDING_SOON_DAYS after it. */
export function endingSoon(plan: Pick<PlanState, 'status' | 'endsOn'>, today: string): boolean {
  return isOpen(plan) && plan.endsOn >= today && plan.endsOn <= addDays(today, ENDING_SOON_DAYS);
}

/** Every view the plan is under on `today`. */
export function viewsOf(plan: PlanState, today: string): LaybyView[] {
  if (plan.status === 'paid') return ['completed'];
  if (plan.status === 'cancelled' || plan.status === 'expired') return ['ended'];
  const status = statusOf(plan, today);
  const views: LaybyView[] = ['open'];
  if (status === 'active') views.push('active');
  if (status === 'behind' || status === 'overdue') views.push('behind');
  if (endingSoon(plan, today)) views.push('ending');
  return views;
}

/** How many plans are under each view on `today`. */
export function countViews(plans: readonly PlanState[], today: string): Record<LaybyView, number> {
  const counts = Object.fromEntries(LAYBY_VIEWS.map((view) => [view, 0])) as Record<LaybyView, number>;
  for (const plan of plans) for (const view of viewsOf(plan, today)) counts[view] += 1;
  return counts;
}

import { CASH_ABOVE_LIMIT } from '../checkout/cash-limit.ts';
import { formatKes } from '../money.ts';
import { wholeShillingsRule } from './prices.ts';
import type { RuleResult } from './rule.ts';

/** Site settings → Cash on delivery limit, as an editor sets it: an amount in cents and what happens above it (a type, so the Studio takes it as a record). */
export type CashLimitField = {
  limit?: number | null;
  above?: string | null;
};

/**
 * A limit is whole shillings above zero and says what happens above it; what happens above a limit
 * needs the limit. Both empty: no limit, cash on delivery is offered for any amount.
 */
export function cashLimitRule(field: CashLimitField | null | undefined): RuleResult {
  const limit = field?.limit ?? null;
  const above = field?.above ?? null;
  if (limit === null) return above === null ? true : 'Set the limit, or clear what happens above it';
  const whole = wholeShillingsRule(limit);
  if (whole !== true) return whole;
  if (limit <= 0) return 'Must be above 0 (in cents: KSh 50,000 is 5000000), or left empty for no limit';
  if (above === null) return 'Say what happens above the limit: confirmed by phone first, or not offered';
  return (CASH_ABOVE_LIMIT as readonly string[]).includes(above) ? true : `Must be one of: ${CASH_ABOVE_LIMIT.join(', ')}`;
}

/** What the Studio tells the editor beside a valid limit: the amount as shoppers read it, so a missing "00" shows (an information, never an error). */
export function cashLimitInfo(field: CashLimitField | null | undefined): RuleResult {
  if (cashLimitRule(field) !== true || field?.limit == null) return true;
  const amount = formatKes(field.limit, 'en');
  return field.above === 'not-offered'
    ? `Shoppers read: cash on delivery up to ${amount}; above that, pay online`
    : `Shoppers read: cash on delivery up to ${amount}; above that, the team confirms the order by phone before it is sent`;
}

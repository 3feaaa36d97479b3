import { z } from 'zod';

/**
 * When the team hears that invoices wait (GET /api/health, the admin dashboard): an invoice or
 * credit note not yet signed after ETIMS_WAITING_ALERT_MINUTES (default 60: the reference §10
 * advises an alert past an hour) makes the line `late`. Pure.
 */
export const DEFAULT_WAITING_ALERT_MINUTES = 60;
/** A week: beyond that an alert is no alert. */
const MAX_WAITING_ALERT_MINUTES = 10_080;

const minutesSchema = z
  .string()
  .trim()
  .transform((value) => value || String(DEFAULT_WAITING_ALERT_MINUTES))
  .pipe(
    z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_WAITING_ALERT_MINUTES)),
  );

/** ETIMS_WAITING_ALERT_MINUTES: whole minutes from 1 to a week; unset or blank is the default. */
export function parseWaitingAlert(value: string | undefined): { ok: true; minutes: number } | { ok: false; reason: string } {
  const parsed = minutesSchema.safeParse(value ?? '');
  return parsed.success
    ? { ok: true, minutes: parsed.data }
    : { ok: false, reason: `expected whole minutes from 1 to ${MAX_WAITING_ALERT_MINUTES}, got "${value}"` };
}

/** The queue as db.taxDocuments.backlog() reads it. */
export interface InvoiceBacklog {
  waiting: number;
  oldestWaitingSince: string | null;
  failed: number;
}

/** The health line: how many wait and for how long (whole minutes; null when none waits), how many KRA refused, and whether it is late. */
export interface InvoiceBacklogLine {
  waiting: number;
  oldestWaitingMinutes: number | null;
  failed: number;
  late: boolean;
}

export function invoiceBacklogLine(backlog: InvoiceBacklog, now: Date, alertMinutes: number): InvoiceBacklogLine {
  const waitedMs = backlog.oldestWaitingSince === null ? null : Math.max(0, now.getTime() - Date.parse(backlog.oldestWaitingSince));
  return {
    waiting: backlog.waiting,
    oldestWaitingMinutes: waitedMs === null ? null : Math.floor(waitedMs / 60_000),
    failed: backlog.failed,
    late: waitedMs !== null && waitedMs > alertMinutes * 60_000,
  };
}

import type { Installation, InstalledSerial } from '../../lib/installation/types.ts';
import type { JobStatus } from '../../lib/installation/job.ts';
import type { LicenceClass } from '../../lib/installation/licence.ts';
import type { Row } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

/**
 * A job as one jsonb value, with its technician's name and licence (days as text): selected from
 * INSTALLATION_FROM, read by installationOf.
 */
export const INSTALLATION_JSON = `to_jsonb(j) || jsonb_build_object('day', j.day::text, 'workmanship_until', j.workmanship_until::text,
      'technician', case when t.id is null then null else jsonb_build_object('id', t.id, 'name', t.name, 'phone', t.phone,
        'licenceNumber', t.licence_number, 'licenceClass', t.licence_class, 'licenceExpires', t.licence_expires::text) end)`;

/** The jobs (`j`) with their technicians (`t`). */
export const INSTALLATION_FROM = `public.installations j left join public.technicians t on t.id = j.technician_id`;

/** An order's installation as a column of a query over `public.orders o` (null for an order without one): what Order.installation reads. */
export const INSTALLATION_COLUMN = `(select ${INSTALLATION_JSON} from ${INSTALLATION_FROM} where j.order_id = o.id) as installation`;

type JsonRecord = Record<string, unknown>;

/** An installation from its row as `to_jsonb` (and INSTALLATION_COLUMN) writes it. */
export function installationOf(j: JsonRecord): Installation {
  const terms = (j.terms ?? {}) as { includes?: { en?: string[]; sw?: string[] } };
  const technician = j.technician as JsonRecord | null;
  return {
    orderId: text(j.order_id),
    status: text(j.status) as JobStatus,
    county: text(j.county),
    zone: int(j.zone),
    band: text(j.band),
    requiredClass: text(j.required_class) as LicenceClass,
    priceCents: int(j.price_cents),
    includes: { en: terms.includes?.en ?? [], sw: terms.includes?.sw ?? [] },
    day: textOrNull(j.day),
    holdUntil: isoOrNull(j.hold_until),
    technician: technician
      ? {
          id: text(technician.id),
          name: text(technician.name),
          phone: text(technician.phone),
          licenceNumber: text(technician.licenceNumber),
          licenceClass: text(technician.licenceClass) as LicenceClass,
          licenceExpires: text(technician.licenceExpires),
        }
      : null,
    assignedAt: isoOrNull(j.assigned_at),
    checklist: (j.checklist as Record<string, unknown> | null) ?? null,
    serials: (j.serials as InstalledSerial[] | null) ?? null,
    codeSentAt: isoOrNull(j.code_sent_at),
    codeAttempts: int(j.code_attempts),
    completedAt: isoOrNull(j.completed_at),
    workmanshipMonths: int(j.workmanship_months),
    workmanshipUntil: textOrNull(j.workmanship_until),
    reschedules: int(j.reschedules),
    createdAt: iso(j.created_at),
  };
}

/** The installation of a row that selected INSTALLATION_COLUMN. */
export function installationOfRow(row: Row): Installation | null {
  return row.installation ? installationOf(row.installation as JsonRecord) : null;
}

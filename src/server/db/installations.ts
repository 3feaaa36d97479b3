import type { LicenceClass } from '../../lib/installation/licence.ts';
import type { Installation, InstalledSerial } from '../../lib/installation/types.ts';
import type { Sql } from './sql.ts';
import { techniciansRepo } from './technicians.ts';
import { INSTALLATION_FROM, INSTALLATION_JSON, installationOf } from './installation-row.ts';
import { int, text } from './values.ts';

/** A job as the team's calendar lists it: the installation, and whom and where it is for. */
export interface ListedInstallation {
  installation: Installation;
  customerName: string;
  customerPhone: string;
  city: string;
  orderStatus: string;
  deliveryStatus: string;
}

/** A zone's day as the slots are counted: its capacity and the jobs that stand on it. */
export interface DayLoad {
  day: string;
  capacity: number;
  booked: number;
}

export interface NewInstallation {
  orderId: string;
  county: string;
  zone: number;
  band: string;
  requiredClass: LicenceClass;
  priceCents: number;
  includes: { en: string[]; sw: string[] };
  workmanshipMonths: number;
  /** Null: unscheduled (a lay-by's until paid in full). */
  day: string | null;
  /** An online order's hold (as its stock's); null for good. */
  holdUntil: Date | null;
}

const JOB_SELECT = `select ${INSTALLATION_JSON} as job from ${INSTALLATION_FROM}`;

/** Jobs that take a place on their day: standing, and not an unpaid order's hold that has run out. */
const STANDS = `j.status in ('booked', 'assigned', 'completed') and (j.hold_until is null or j.hold_until > $NOW)`;
const stands = (nowParam: string) => STANDS.replace('$NOW', nowParam);

/**
 * technicians, installation_capacity, installation_days and installations (migration
 * 20261130000800, issue 48): the team's technicians, each zone's jobs a day, and each order's job.
 * A day's place is taken under the lock of its installation_days row: two bookings of one zone's
 * day wait for each other, so its last place goes once, on PostgreSQL as on PGlite.
 */
export function installationsRepo(sql: Sql) {
  /** Locks a zone's day (making its row) and answers its capacity and the jobs standing on it, `except` an order's own. */
  async function lockDay(zone: number, day: string, now: Date, except: string | null = null): Promise<DayLoad> {
    await sql.query(`insert into public.installation_days (zone, day) values ($1, $2) on conflict (zone, day) do nothing`, [zone, day]);
    await sql.query(`select 1 from public.installation_days where zone = $1 and day = $2 for update`, [zone, day]);
    // Counted in a statement of its own, after the lock: on PostgreSQL (read committed) a statement
    // that waited for the lock still reads what was committed before it began, and would not see
    // the jobs of the booking it waited for.
    const [row] = await sql.query(
      `select coalesce(d.capacity, c.jobs_per_day, 0) as capacity,
              (select count(*) from public.installations j
                where j.zone = d.zone and j.day = d.day and ${stands('$3')} and j.order_id is distinct from $4) as booked
         from public.installation_days d left join public.installation_capacity c on c.zone = d.zone
        where d.zone = $1 and d.day = $2`,
      [zone, day, now, except],
    );
    return { day, capacity: int(row!.capacity), booked: int(row!.booked) };
  }

  async function byOrder(orderId: string, lock = false): Promise<Installation | null> {
    if (lock && (await sql.query(`select 1 from public.installations where order_id = $1 for update`, [orderId])).length === 0) return null;
    const [row] = await sql.query(`${JOB_SELECT} where j.order_id = $1`, [orderId]);
    return row ? installationOf(row.job as Record<string, unknown>) : null;
  }

  return {
    lockDay,
    byOrder,
    /** The order's job, its row locked for the transaction (null: the order has none). */
    lock: (orderId: string) => byOrder(orderId, true),

    /**
     * Writes an order's job in checkout's transaction, taking its day's place: 'full' when the day
     * has none left (nothing is written), 'booked' otherwise (or when the order already has its job).
     */
    async create(input: NewInstallation, now: Date): Promise<'booked' | 'full'> {
      if (input.day) {
        const load = await lockDay(input.zone, input.day, now, input.orderId);
        if (load.booked >= load.capacity) return 'full';
      }
      await sql.query(
        `insert into public.installations (order_id, status, county, zone, band, required_class, price_cents, terms, day,
           hold_until, workmanship_months)
         values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10, $11)
         on conflict (order_id) do nothing`,
        [
          input.orderId,
          input.day ? 'booked' : 'unscheduled',
          input.county,
          input.zone,
          input.band,
          input.requiredClass,
          input.priceCents,
          JSON.stringify({ includes: input.includes }),
          input.day,
          input.holdUntil,
          input.workmanshipMonths,
        ],
      );
      return 'booked';
    },

    /** Each day's capacity and standing jobs for a zone, `from` to `to` (days with no row use the zone's capacity). */
    async loads(zone: number, from: string, to: string, now: Date): Promise<DayLoad[]> {
      const rows = await sql.query(
        `select g.day::date::text as day, coalesce(d.capacity, c.jobs_per_day, 0) as capacity,
                (select count(*) from public.installations j where j.zone = $1 and j.day = g.day::date and ${stands('$4')}) as booked
           from generate_series($2::date, $3::date, interval '1 day') as g(day)
           left join public.installation_days d on d.zone = $1 and d.day = g.day::date
           left join public.installation_capacity c on c.zone = $1
          order by g.day`,
        [zone, from, to, now],
      );
      return rows.map((r) => ({ day: text(r.day), capacity: int(r.capacity), booked: int(r.booked) }));
    },

    /**
     * Moves a job to `day` (the caller has checked the move and locked the job): 'full' when the
     * day has no place left for it, else 'moved'. An unscheduled job becomes booked.
     */
    async move(orderId: string, zone: number, day: string, now: Date): Promise<'moved' | 'full'> {
      const load = await lockDay(zone, day, now, orderId);
      if (load.booked >= load.capacity) return 'full';
      await sql.query(
        `update public.installations
            set day = $2, status = case when status = 'unscheduled' then 'booked' else status end,
                reschedules = reschedules + case when day is null then 0 else 1 end
          where order_id = $1`,
        [orderId, day],
      );
      return 'moved';
    },

    /** Gives a job to a technician with the hash of its job sheet's token (a new one each time: the last link alone works). */
    async assign(orderId: string, technicianId: string, jobTokenHash: string): Promise<void> {
      await sql.query(
        `update public.installations set technician_id = $2, status = 'assigned', assigned_at = now(), job_token_hash = $3
          where order_id = $1`,
        [orderId, technicianId, jobTokenHash],
      );
    },

    /** Takes a job back from its technician (its new day is one they may not take): booked again, and their job sheet's link no longer opens it. */
    async unassign(orderId: string): Promise<void> {
      await sql.query(
        `update public.installations set technician_id = null, status = 'booked', assigned_at = null, job_token_hash = null
          where order_id = $1 and status = 'assigned'`,
        [orderId],
      );
    },

    /** How many other standing jobs a technician has on `day`. */
    async technicianJobsOn(technicianId: string, day: string, except: string): Promise<number> {
      const [row] = await sql.query(
        `select count(*) as n from public.installations j
          where j.technician_id = $1 and j.day = $2 and j.status in ('assigned', 'completed') and j.order_id <> $3`,
        [technicianId, day, except],
      );
      return int(row!.n);
    },

    /** The job a job sheet's token opens (by its hash); null when none does (never issued, or given to someone else since). */
    async byJobToken(tokenHash: string): Promise<Installation | null> {
      const [row] = await sql.query(`${JOB_SELECT} where j.job_token_hash = $1`, [tokenHash]);
      return row ? installationOf(row.job as Record<string, unknown>) : null;
    },

    /** Keeps the technician's commissioning record and the serials read on the roof. */
    async saveRecord(orderId: string, checklist: Record<string, unknown>, serials: InstalledSerial[]): Promise<void> {
      await sql.query(`update public.installations set checklist = $2::text::jsonb, serials = $3::text::jsonb where order_id = $1`, [
        orderId,
        JSON.stringify(checklist),
        JSON.stringify(serials),
      ]);
    },

    /** Keeps the hash of a completion code just sent to the customer (wrong tries counted from zero). */
    async codeSent(orderId: string, codeHash: string): Promise<void> {
      await sql.query(`update public.installations set code_hash = $2, code_sent_at = now(), code_attempts = 0 where order_id = $1`, [
        orderId,
        codeHash,
      ]);
    },

    /** The hash of the completion code last sent (null: none sent). */
    async codeHash(orderId: string): Promise<string | null> {
      const [row] = await sql.query(`select code_hash from public.installations where order_id = $1`, [orderId]);
      return (row?.code_hash as string | null) ?? null;
    },

    /** Counts a wrong completion code; answers the tries so far. */
    async codeMissed(orderId: string): Promise<number> {
      const [row] = await sql.query(
        `update public.installations set code_attempts = code_attempts + 1 where order_id = $1 returning code_attempts`,
        [orderId],
      );
      return int(row!.code_attempts);
    },

    /** Completes a job on `day`: the workmanship warranty runs from it for the job's months. */
    async complete(orderId: string, day: string): Promise<void> {
      await sql.query(
        `update public.installations
            set status = 'completed', completed_at = now(), code_hash = null,
                workmanship_until = ($2::date + make_interval(months => workmanship_months) - interval '1 day')::date
          where order_id = $1`,
        [orderId, day],
      );
    },

    /** Jobs from `from` to `to` (days), each with its order's customer, for the team's calendar; unscheduled ones too when asked. */
    async calendar(from: string, to: string, withUnscheduled: boolean): Promise<ListedInstallation[]> {
      const rows = await sql.query(
        `select ${INSTALLATION_JSON} as job, o.customer_name, o.customer_phone, o.city, o.status as order_status, o.delivery_status
           from ${INSTALLATION_FROM}
           join public.orders o on o.id = j.order_id
          where (j.day between $1 and $2) or ($3 and j.status = 'unscheduled')
          order by j.day nulls first, j.zone, (j.technician_id is not null), j.created_at`,
        [from, to, withUnscheduled],
      );
      return rows.map((r) => ({
        installation: installationOf(r.job as Record<string, unknown>),
        customerName: text(r.customer_name),
        customerPhone: text(r.customer_phone),
        city: text(r.city),
        orderStatus: text(r.order_status),
        deliveryStatus: text(r.delivery_status),
      }));
    },

    /** Each zone's jobs a day. */
    async capacities(): Promise<Array<{ zone: number; jobsPerDay: number }>> {
      const rows = await sql.query(`select zone, jobs_per_day from public.installation_capacity order by zone`);
      return rows.map((r) => ({ zone: int(r.zone), jobsPerDay: int(r.jobs_per_day) }));
    },
    async setCapacity(zone: number, jobsPerDay: number): Promise<void> {
      await sql.query(
        `insert into public.installation_capacity (zone, jobs_per_day) values ($1, $2)
         on conflict (zone) do update set jobs_per_day = excluded.jobs_per_day, updated_at = now()`,
        [zone, jobsPerDay],
      );
    },
    /** The days from `from` to `to` that have their own capacity (a closed day: 0), by zone. */
    async dayCapacities(from: string, to: string): Promise<Array<{ zone: number; day: string; capacity: number }>> {
      const rows = await sql.query(
        `select zone, day::text as day, capacity from public.installation_days
          where day between $1 and $2 and capacity is not null order by day, zone`,
        [from, to],
      );
      return rows.map((r) => ({ zone: int(r.zone), day: text(r.day), capacity: int(r.capacity) }));
    },
    /** A day's own capacity for a zone (0: no jobs that day); null: the zone's again. */
    async setDayCapacity(zone: number, day: string, capacity: number | null): Promise<void> {
      await sql.query(
        `insert into public.installation_days (zone, day, capacity) values ($1, $2, $3)
         on conflict (zone, day) do update set capacity = excluded.capacity`,
        [zone, day, capacity],
      );
    },

    technicians: techniciansRepo(sql),
  };
}

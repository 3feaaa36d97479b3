import type { JobStatus } from './job.ts';
import type { LicenceClass } from './licence.ts';

/** A technician the team keeps (issue 48, item 3): their EPRA licence, where they work, whether they take jobs. */
export interface Technician {
  id: string;
  name: string;
  /** Kenyan mobile, +2547XXXXXXXX. */
  phone: string;
  licenceNumber: string;
  licenceClass: LicenceClass;
  /** The licence's last valid day, YYYY-MM-DD. */
  licenceExpires: string;
  /** County codes ('001'…'047'). */
  counties: string[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A technician as the team writes them (the desk's form, the data door's create and update): everything the shop does not stamp. */
export type TechnicianInput = Omit<Technician, 'id' | 'createdAt' | 'updatedAt'>;

/** One unit's serial as the technician read it on the roof: the order line's product and the serial. */
export interface InstalledSerial {
  productId: string;
  serial: string;
}

/** An order's installation job (supabase/migrations/20261130000800_installations.sql). */
export interface Installation {
  orderId: string;
  status: JobStatus;
  /** County code, and its delivery zone (1–4). */
  county: string;
  zone: number;
  band: string;
  requiredClass: LicenceClass;
  priceCents: number;
  /** What the job includes as published when the order was placed, both languages. */
  includes: { en: string[]; sw: string[] };
  /** The day, YYYY-MM-DD; null while unscheduled (a lay-by's until it is paid in full). */
  day: string | null;
  /** An online order not yet paid holds its day until then; null: held for good. */
  holdUntil: string | null;
  /** Who does it, as the customer is told (name and EPRA licence); null until assigned. */
  technician: Pick<Technician, 'id' | 'name' | 'phone' | 'licenceNumber' | 'licenceClass' | 'licenceExpires'> | null;
  assignedAt: string | null;
  /** The commissioning record the technician filled in (checklist.ts); null until saved. */
  checklist: Record<string, unknown> | null;
  serials: InstalledSerial[] | null;
  codeSentAt: string | null;
  codeAttempts: number;
  completedAt: string | null;
  workmanshipMonths: number;
  /** The workmanship warranty's last day; null until completed. */
  workmanshipUntil: string | null;
  reschedules: number;
  createdAt: string;
}

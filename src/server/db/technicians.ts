import type { LicenceClass } from '../../lib/installation/licence.ts';
import type { Technician, TechnicianInput } from '../../lib/installation/types.ts';
import type { Row, Sql } from './sql.ts';
import { iso, text } from './values.ts';

const TECHNICIAN_COLUMNS = `id, name, phone, licence_number, licence_class, licence_expires::text as licence_expires, counties, active, created_at, updated_at`;

function technicianOf(row: Row): Technician {
  return {
    id: text(row.id),
    name: text(row.name),
    phone: text(row.phone),
    licenceNumber: text(row.licence_number),
    licenceClass: text(row.licence_class) as LicenceClass,
    licenceExpires: text(row.licence_expires),
    counties: row.counties as string[],
    active: row.active === true,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** technicians (migration 20261130000800, issue 48): the team's technicians with their EPRA licences. */
export function techniciansRepo(sql: Sql) {
  return {
    async create(input: TechnicianInput): Promise<Technician | 'licence_taken'> {
      const rows = await sql.query(
        `insert into public.technicians (name, phone, licence_number, licence_class, licence_expires, counties, active)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (licence_number) do nothing returning ${TECHNICIAN_COLUMNS}`,
        [input.name, input.phone, input.licenceNumber, input.licenceClass, input.licenceExpires, input.counties, input.active],
      );
      return rows[0] ? technicianOf(rows[0]) : 'licence_taken';
    },
    async update(id: string, input: TechnicianInput): Promise<Technician | null | 'licence_taken'> {
      const [clash] = await sql.query(`select 1 from public.technicians where licence_number = $1 and id <> $2`, [input.licenceNumber, id]);
      if (clash) return 'licence_taken';
      const rows = await sql.query(
        `update public.technicians set name = $2, phone = $3, licence_number = $4, licence_class = $5, licence_expires = $6,
                counties = $7, active = $8
          where id = $1 returning ${TECHNICIAN_COLUMNS}`,
        [id, input.name, input.phone, input.licenceNumber, input.licenceClass, input.licenceExpires, input.counties, input.active],
      );
      return rows[0] ? technicianOf(rows[0]) : null;
    },
    async byId(id: string, lock = false): Promise<Technician | null> {
      const [row] = await sql.query(`select ${TECHNICIAN_COLUMNS} from public.technicians where id = $1${lock ? ' for update' : ''}`, [id]);
      return row ? technicianOf(row) : null;
    },
    /** Every technician, active ones first, then by name. */
    async list(): Promise<Technician[]> {
      const rows = await sql.query(`select ${TECHNICIAN_COLUMNS} from public.technicians order by active desc, name, id`);
      return rows.map(technicianOf);
    },
  };
}

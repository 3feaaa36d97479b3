import type { Sql } from './sql.ts';
import { iso, int, text } from './values.ts';

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  userId: string | null;
  /** sha256 hex of the sender's address; only for rate limiting. */
  clientKey: string;
}

/** contact_messages: what visitors send through the contact form. */
export function contactRepo(sql: Sql) {
  return {
    async create(input: NewContactMessage): Promise<{ id: string; createdAt: string }> {
      const [row] = await sql.query(
        `insert into public.contact_messages (first_name, last_name, email, phone, subject, message, user_id, client_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at`,
        [input.firstName, input.lastName, input.email, input.phone, input.subject, input.message, input.userId, input.clientKey],
      );
      if (!row) throw new Error('Contact message insert returned nothing');
      return { id: text(row.id), createdAt: iso(row.created_at) };
    },

    /** How many messages this client sent within the last `seconds`. */
    async countRecent(clientKey: string, seconds: number): Promise<number> {
      const [row] = await sql.query(
        `select count(*) as n from public.contact_messages where client_key = $1 and created_at > now() - make_interval(secs => $2)`,
        [clientKey, seconds],
      );
      return int(row?.n ?? 0);
    },
  };
}

export type ContactRepo = ReturnType<typeof contactRepo>;

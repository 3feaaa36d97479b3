import type { Sql } from './sql.ts';
import { iso, text } from './values.ts';

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  userId: string | null;
}

/** contact_messages: what visitors send through the contact form. */
export function contactRepo(sql: Sql) {
  return {
    async create(input: NewContactMessage): Promise<{ id: string; createdAt: string }> {
      const [row] = await sql.query(
        `insert into public.contact_messages (first_name, last_name, email, phone, subject, message, user_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id, created_at`,
        [input.firstName, input.lastName, input.email, input.phone, input.subject, input.message, input.userId],
      );
      if (!row) throw new Error('Contact message insert returned nothing');
      return { id: text(row.id), createdAt: iso(row.created_at) };
    },
  };
}

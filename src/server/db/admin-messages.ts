import type { AdminContactMessage } from '../../api/admin.ts';
import type { Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';

/** Contact-form messages as the admin reads them: unread ones first, marked read when handled. */
export function adminMessagesRepo(sql: Sql) {
  return {
    /** How many messages nobody has marked read, and the newest of them. */
    async unread(limit: number): Promise<{ unread: number; latest: AdminContactMessage[] }> {
      const [count] = await sql.query(`select count(*) as n from public.contact_messages where handled_at is null`);
      const rows = await sql.query(
        `select id, first_name, last_name, email, phone, subject, message, created_at from public.contact_messages
         where handled_at is null order by created_at desc, id limit $1`,
        [limit],
      );
      return {
        unread: int(count?.n ?? 0),
        latest: rows.map((row) => ({
          id: text(row.id),
          name: `${text(row.first_name)} ${text(row.last_name)}`,
          email: text(row.email),
          phone: textOrNull(row.phone),
          subject: text(row.subject),
          message: text(row.message),
          createdAt: iso(row.created_at),
        })),
      };
    },

    /** Marks a message read (handled now) or unread again. False when there is no such message. */
    async setRead(id: string, read: boolean): Promise<boolean> {
      const rows = await sql.query(
        `update public.contact_messages set handled_at = case when $2 then coalesce(handled_at, now()) else null end where id = $1 returning id`,
        [id, read],
      );
      return rows.length > 0;
    },
  };
}

import type { Sql } from '../../src/server/db/sql.ts';
import { iso, text } from '../../src/server/db/values.ts';

/** auth.dev_mailbox: the mails the stand-in "sent" when no SMTP catcher is configured, newest first. */

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
}

export function mailboxStore(sql: Sql) {
  return {
    async sendMail(message: Omit<MailboxMessage, 'id' | 'createdAt'>): Promise<void> {
      await sql.query(`insert into auth.dev_mailbox (to_email, subject, body, link) values ($1, $2, $3, $4)`, [
        message.to,
        message.subject,
        message.body,
        message.link,
      ]);
    },

    async mailbox(limit = 50): Promise<MailboxMessage[]> {
      const rows = await sql.query(`select * from auth.dev_mailbox order by id desc limit $1`, [limit]);
      return rows.map((row) => ({
        id: Number(row.id),
        to: text(row.to_email),
        subject: text(row.subject),
        body: text(row.body),
        link: text(row.link),
        createdAt: iso(row.created_at),
      }));
    },
  };
}

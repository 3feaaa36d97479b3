import type { Locale } from '../../i18n/locales.ts';
import type { MessageChannel } from '../../lib/messages/types.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, isoOrNull, text } from './values.ts';

/** A shopper's "tell me when it's back" for one product, by SMS or e-mail. */
export interface StockAlert {
  id: string;
  productId: string;
  channel: MessageChannel;
  /** An e-mail address, or a phone number as +254XXXXXXXXX. */
  address: string;
  locale: Locale;
  createdAt: string;
  notifiedAt: string | null;
  unsubscribedAt: string | null;
}

export interface NewStockAlert {
  productId: string;
  channel: MessageChannel;
  address: string;
  locale: Locale;
}

function alertOf(row: Row): StockAlert {
  return {
    id: String(int(row.id)),
    productId: text(row.product_id),
    channel: text(row.channel) as MessageChannel,
    address: text(row.address),
    locale: text(row.locale) as Locale,
    createdAt: iso(row.created_at),
    notifiedAt: isoOrNull(row.notified_at),
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
  };
}

/** A subscription is live until it is notified or unsubscribed. */
const LIVE = 'notified_at is null and unsubscribed_at is null';

/**
 * Back-in-stock subscriptions (supabase/migrations/20261130000200_stock_alerts.sql) and the days
 * the shop's low-stock alert was checked. The unsubscribe token is known only by its SHA-256.
 */
export function stockAlertsRepo(sql: Sql) {
  return {
    /**
     * Subscribes, or finds the live subscription of the same product, channel and address: a second
     * sign-up is the same one (it keeps the language of the latest).
     */
    async subscribe(input: NewStockAlert): Promise<StockAlert> {
      const [row] = await sql.query(
        `insert into public.stock_alerts (product_id, channel, address, locale) values ($1, $2, $3, $4)
         on conflict (product_id, channel, address) where ${LIVE} do update set locale = excluded.locale
         returning *`,
        [input.productId, input.channel, input.address, input.locale],
      );
      if (!row) throw new Error('Stock alert insert returned nothing');
      return alertOf(row);
    },

    /**
     * The live subscriptions for `productIds`, oldest first, locked for the transaction that tells
     * them: a second transaction telling the same product waits, then finds them told.
     */
    async liveFor(productIds: readonly string[]): Promise<StockAlert[]> {
      if (productIds.length === 0) return [];
      const rows = await sql.query(
        `select * from public.stock_alerts where product_id = any ($1::text[]) and ${LIVE} order by id for update`,
        [productIds],
      );
      return rows.map(alertOf);
    },

    /** The products someone is waiting for. */
    async waitedFor(): Promise<string[]> {
      const rows = await sql.query(`select distinct product_id from public.stock_alerts where ${LIVE} order by product_id`);
      return rows.map((row) => text(row.product_id));
    },

    /** Told: the message is written, with the token whose hash is kept here. False when it was told or unsubscribed meanwhile. */
    async markNotified(id: string, tokenHash: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.stock_alerts set notified_at = now(), token_hash = $2 where id = $1 and ${LIVE} returning id`,
        [id, tokenHash],
      );
      return rows.length > 0;
    },

    /** The subscription whose message carried the token with this hash, or null. */
    async byTokenHash(tokenHash: string): Promise<StockAlert | null> {
      const [row] = await sql.query(`select * from public.stock_alerts where token_hash = $1`, [tokenHash]);
      return row ? alertOf(row) : null;
    },

    /**
     * Unsubscribes the address of the token's subscription: it, and every live subscription of the
     * same channel and address, end now. Done again, nothing more changes (a later sign-up of that
     * address stays). Null for an unknown token.
     */
    async unsubscribe(tokenHash: string): Promise<StockAlert | null> {
      return sql.transaction(async (tx) => {
        const [row] = await tx.query(`select * from public.stock_alerts where token_hash = $1 for update`, [tokenHash]);
        if (!row) return null;
        const alert = alertOf(row);
        if (alert.unsubscribedAt) return alert;
        const [ended] = await tx.query(`update public.stock_alerts set unsubscribed_at = now() where id = $1 returning *`, [alert.id]);
        await tx.query(`update public.stock_alerts set unsubscribed_at = now() where channel = $1 and address = $2 and ${LIVE}`, [
          alert.channel,
          alert.address,
        ]);
        return alertOf(ended!);
      });
    },

    /**
     * Claims `day` (YYYY-MM-DD, the shop's calendar) for the low-stock alert, noting how many
     * products were low: true for the one claim that wins, false once the day is taken (by this host or another).
     */
    async claimLowStockDay(day: string, products: number): Promise<boolean> {
      const rows = await sql.query(
        `insert into public.low_stock_alert_days (day, products) values ($1::date, $2) on conflict (day) do nothing returning day`,
        [day, products],
      );
      return rows.length > 0;
    },

    /** Whether the low-stock alert of `day` was checked already. */
    async lowStockDayTaken(day: string): Promise<boolean> {
      const rows = await sql.query(`select 1 from public.low_stock_alert_days where day = $1::date`, [day]);
      return rows.length > 0;
    },
  };
}

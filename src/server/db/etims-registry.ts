import type { TaxType } from '../../lib/tax/tax-types.ts';
import type { Sql } from './sql.ts';
import { isoOrNull, json, text, textOrNull } from './values.ts';

/** The branch a worker numbers for: environment, the shop's PIN, the branch id. */
export interface BranchKey {
  env: string;
  tin: string;
  branchId: string;
}

/**
 * What KRA knows of a branch (public.etims_devices and public.etims_items, migration 20261130000300):
 * its control unit with the tax rates last read, and the items registered under their codes. Part
 * of the tax documents' repository (db.taxDocuments), used by the eTIMS worker.
 */
export function etimsRegistryRepo(sql: Sql) {
  return {
    async device(key: BranchKey): Promise<{
      cmcKey: string;
      sdcId: string;
      mrcNo: string | null;
      taxpayerName: string | null;
      taxRatesBp: Record<string, number> | null;
      codesFetchedAt: string | null;
    } | null> {
      const [row] = await sql.query(`select * from public.etims_devices where env = $1 and tin = $2 and branch_id = $3`, [
        key.env,
        key.tin,
        key.branchId,
      ]);
      if (!row) return null;
      return {
        cmcKey: text(row.cmc_key),
        sdcId: text(row.sdc_id),
        mrcNo: textOrNull(row.mrc_no),
        taxpayerName: textOrNull(row.taxpayer_name),
        taxRatesBp: json<Record<string, number>>(row.tax_rates_bp),
        codesFetchedAt: isoOrNull(row.codes_fetched_at),
      };
    },

    async saveDevice(
      key: BranchKey,
      device: {
        deviceSerial: string;
        cmcKey: string;
        sdcId: string;
        mrcNo: string | null;
        taxpayerName: string | null;
        branchName: string | null;
      },
    ): Promise<void> {
      await sql.query(
        `insert into public.etims_devices (env, tin, branch_id, device_serial, cmc_key, sdc_id, mrc_no, taxpayer_name, branch_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (env, tin, branch_id) do update set device_serial = excluded.device_serial, cmc_key = excluded.cmc_key,
           sdc_id = excluded.sdc_id, mrc_no = excluded.mrc_no, taxpayer_name = excluded.taxpayer_name,
           branch_name = excluded.branch_name, initialised_at = now()`,
        [
          key.env,
          key.tin,
          key.branchId,
          device.deviceSerial,
          device.cmcKey,
          device.sdcId,
          device.mrcNo,
          device.taxpayerName,
          device.branchName,
        ],
      );
    },

    async saveTaxRates(key: BranchKey, ratesBp: Record<string, number>): Promise<void> {
      await sql.query(
        `update public.etims_devices set tax_rates_bp = $4::text::jsonb, codes_fetched_at = now() where env = $1 and tin = $2 and branch_id = $3`,
        [key.env, key.tin, key.branchId, JSON.stringify(ratesBp)],
      );
    },

    /** The items registered (or being registered) with KRA, by key (a product id, or 'delivery'). */
    async items(key: BranchKey, itemKeys: readonly string[]): Promise<Map<string, { itemCd: string; registered: boolean }>> {
      if (itemKeys.length === 0) return new Map();
      const rows = await sql.query(
        `select item_key, item_cd, registered_at from public.etims_items where env = $1 and tin = $2 and item_key = any($3::text[])`,
        [key.env, key.tin, [...itemKeys]],
      );
      return new Map(rows.map((r) => [text(r.item_key), { itemCd: text(r.item_cd), registered: r.registered_at !== null }]));
    },

    /** Gives an item its code: `<prefix>` and the next serial, 7 digits (reference §6: KE2CTU0000017). */
    async itemCode(key: BranchKey, item: { itemKey: string; prefix: string; itemClsCd: string; taxType: TaxType }): Promise<string> {
      const [row] = await sql.query(
        `with next as (select coalesce(max(serial), 0) + 1 as n from public.etims_items where env = $1 and tin = $2)
         insert into public.etims_items (env, tin, item_key, serial, item_cd, item_cls_cd, tax_type)
         select $1, $2, $3, next.n, $4 || lpad(next.n::text, 7, '0'), $5, $6 from next
         on conflict (env, tin, item_key) do update set item_cls_cd = excluded.item_cls_cd
         returning item_cd`,
        [key.env, key.tin, item.itemKey, item.prefix, item.itemClsCd, item.taxType],
      );
      return text(row?.item_cd);
    },

    async itemRegistered(key: BranchKey, itemKey: string): Promise<void> {
      await sql.query(`update public.etims_items set registered_at = now() where env = $1 and tin = $2 and item_key = $3`, [
        key.env,
        key.tin,
        itemKey,
      ]);
    },
  };
}

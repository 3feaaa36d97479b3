import type { LaybyTerms } from '../../src/lib/layby/terms.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { SNAPSHOT } from './checkout-fixture.ts';

/** The demo's lay-by terms (as the seed's Lay-by settings): KSh 20,000 up, 20 % down, 90 days, KSh 500 a time. */
export const TERMS: LaybyTerms = {
  minOrderCents: 2_000_000,
  depositBp: 2000,
  termDays: 90,
  minInstalmentCents: 50_000,
  mpesaMaxCents: 25_000_000,
  cadenceDays: 7,
  remindDaysBefore: 1,
  graceDays: 14,
  cancelFee: { freeDays: 7, percentBp: 500, maxCents: null },
  deliveryDays: 5,
  note: { en: '', sw: '' },
};

export const LAYBY_SNAPSHOT: CatalogueSnapshot = { ...SNAPSHOT, layby: TERMS };

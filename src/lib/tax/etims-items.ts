import type { CategorySlug } from '../catalogue/categories.ts';

/**
 * How the shop registers what it sells with KRA (saveItem, reference kra-etims-oscu.md §6): goods
 * (item type 2) counted in pieces and packed in cartons, and the delivery and installation
 * services (type 3, no exterior packaging). The item code is origin, type, packaging unit, quantity unit and a running
 * number (KE2CTU0000017): 13 characters, within KRA's 20.
 *
 * The item class is KRA's UNSPSC-based classification (selectItemClsList). The codes below are the
 * UNSPSC classes these categories fall in as the shop reads them; KRA may tag a class with its own
 * tax type, and the owner's accountant checks them against KRA's list before going live
 * (docs/tax.md). The origin is the country of the seller's registration until the CMS records each
 * product's country of origin.
 */

export interface ItemRegistration {
  /** itemCd up to the running number. */
  prefix: string;
  itemClsCd: string;
  itemTyCd: '2' | '3';
  pkgUnitCd: string;
  qtyUnitCd: string;
  orgnNatCd: string;
}

const ITEM_ORIGIN = 'KE';

/** UNSPSC classes per category (8 digits: segment, family, class, commodity 00). */
const CATEGORY_ITEM_CLASSES: Readonly<Record<CategorySlug, string>> = {
  'solar-panels': '26111600',
  inverters: '39121000',
  batteries: '26111700',
  'charge-controllers': '39121000',
  accessories: '26121600',
  packages: '26111600',
  'solar-floodlights': '39111500',
  'water-heaters': '40101800',
  'heat-pumps': '40101800',
  'solar-hybrid-water-pumping-inverters': '39121000',
  'back-up-systems': '26111600',
};

/** Transport services (UNSPSC 78101800, road freight): the delivery line. */
const DELIVERY_ITEM_CLASS = '78101800';

/** Electrical system installation and maintenance services (UNSPSC 72151500): the installation line (issue 48). */
export const INSTALLATION_ITEM_CLASS = '72151500';

/** Goods of a category (or of none the catalogue still knows: classed as accessories). */
export function goodsRegistration(category: string | null): ItemRegistration {
  const itemClsCd = (category && CATEGORY_ITEM_CLASSES[category as CategorySlug]) || CATEGORY_ITEM_CLASSES.accessories;
  return { prefix: `${ITEM_ORIGIN}2CTU`, itemClsCd, itemTyCd: '2', pkgUnitCd: 'CT', qtyUnitCd: 'U', orgnNatCd: ITEM_ORIGIN };
}

export function deliveryRegistration(): ItemRegistration {
  return {
    prefix: `${ITEM_ORIGIN}3OUU`,
    itemClsCd: DELIVERY_ITEM_CLASS,
    itemTyCd: '3',
    pkgUnitCd: 'OU',
    qtyUnitCd: 'U',
    orgnNatCd: ITEM_ORIGIN,
  };
}

/** The installation by an EPRA-licensed technician: a service (type 3), like delivery, in its own class. */
export function installationRegistration(): ItemRegistration {
  return { ...deliveryRegistration(), itemClsCd: INSTALLATION_ITEM_CLASS };
}

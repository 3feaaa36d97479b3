import type { MessageKey } from '../../i18n/index.ts';
import { serialField } from '../warranty/requests.ts';
import { serialKey } from '../warranty/serial.ts';
import { isInstallationLine } from './line.ts';
import type { InstalledSerial } from './types.ts';

/**
 * The job sheet's serial fields: one per unit installed (an order line of 3 panels gives three),
 * each posted as `serial.N` in the order of the order's goods (a product on two lines counted
 * together, as the warranty counts it); the installation line itself has none.
 */

export interface SerialSlot {
  /** Its place in the form: the field is `serial.{index}`. */
  index: number;
  productId: string;
  productName: string;
  /** Which of the product's units it is (1…count). */
  number: number;
  count: number;
}

export function serialSlots(items: ReadonlyArray<{ productId: string; productName: string; quantity: number }>): SerialSlot[] {
  const products = new Map<string, { name: string; quantity: number }>();
  for (const line of items) {
    if (isInstallationLine(line)) continue;
    const had = products.get(line.productId);
    products.set(line.productId, { name: had?.name ?? line.productName, quantity: (had?.quantity ?? 0) + line.quantity });
  }
  const slots: SerialSlot[] = [];
  for (const [productId, { name, quantity }] of products)
    for (let number = 1; number <= quantity; number++)
      slots.push({ index: slots.length, productId, productName: name, number, count: quantity });
  return slots;
}

/** The serials kept for a job, one per slot in the slots' order ('' where none was read yet). */
export function serialsBySlot(slots: readonly SerialSlot[], kept: readonly InstalledSerial[] | null): string[] {
  const left = [...(kept ?? [])];
  return slots.map((slot) => {
    const at = left.findIndex((s) => s.productId === slot.productId);
    return at === -1 ? '' : left.splice(at, 1)[0]!.serial;
  });
}

/**
 * The serials a form posted, as printed (serial.ts), in the slots' order (blank ones left out), or
 * each wrong field's message key by its name: a serial that cannot be one, or the same serial twice
 * for one product.
 */
export function readSerials(
  slots: readonly SerialSlot[],
  posted: Readonly<Record<string, string>>,
): { ok: true; serials: InstalledSerial[] } | { ok: false; errors: Record<string, MessageKey> } {
  const serials: InstalledSerial[] = [];
  const errors: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  for (const slot of slots) {
    const name = `serial.${slot.index}`;
    const typed = posted[name]?.trim() ?? '';
    if (typed === '') continue;
    const parsed = serialField.safeParse(typed);
    if (!parsed.success) {
      errors[name] = parsed.error.issues[0]!.message as MessageKey;
      continue;
    }
    const key = `${slot.productId}\n${serialKey(parsed.data)}`;
    if (seen.has(key)) errors[name] = 'warranty.error.serialTwice';
    seen.add(key);
    serials.push({ productId: slot.productId, serial: parsed.data });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, serials };
}

import { createHmac, randomBytes } from 'node:crypto';
import { etimsDateTime } from '../../src/server/etims/wire-format.ts';
import type { SaleRequest } from './requests.ts';
import { branchOf, type StandInDevice, type StandInReceipt, type StandInState } from './state.ts';

/**
 * What the stand-in's control unit gives: a device's ids and communication key at initialisation,
 * and a receipt for each signed sale: the counters, 26 characters of internal data and a
 * 16-character signature, both made from the sale and the device's key (so the same sale on
 * another device signs differently), and its time.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export function newDevice(state: StandInState, tin: string, bhfId: string, dvcSrlNo: string, now: Date): StandInDevice {
  state.deviceCount += 1;
  const n = String(state.deviceCount);
  return {
    tin,
    bhfId,
    dvcSrlNo,
    sdcId: `KRACU01${n.padStart(8, '0')}`,
    mrcNo: `WIS01${n.padStart(6, '0')}`,
    cmcKey: randomBytes(32).toString('hex').toUpperCase(),
    initialisedAt: now.toISOString(),
  };
}

/** Numbers and signs a sale the checks passed: the branch's counters move only here. */
export function signSale(state: StandInState, device: StandInDevice, sale: SaleRequest, now: Date): StandInReceipt {
  const branch = branchOf(state, device.tin, device.bhfId);
  branch.lastInvcNo = sale.invcNo;
  branch.rcptNo[sale.rcptTyCd] += 1;
  branch.totRcptNo += 1;
  const sdcDateTime = etimsDateTime(now);
  const mac = createHmac('sha256', device.cmcKey)
    .update([device.tin, device.bhfId, sale.invcNo, sale.rcptTyCd, sale.totAmt, sale.totTaxAmt, sdcDateTime].join('|'))
    .digest();
  const code = base32(mac);
  return {
    curRcptNo: branch.rcptNo[sale.rcptTyCd],
    totRcptNo: branch.totRcptNo,
    intrlData: code.slice(0, 26),
    rcptSign: code.slice(26, 42),
    sdcDateTime,
  };
}

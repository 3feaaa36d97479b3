import { existsSync, readFileSync } from 'node:fs';
import { stateFileWriter, type StateFileWriter } from '../state-file.ts';
import type { StandInState } from './state.ts';

/**
 * The stand-in's memory across restarts, as KRA never forgets a device or an invoice it signed:
 * `npm start` keeps the devices (with their keys), the items, the invoices and each branch's
 * numbering in a file (.data/etims/, beside the shop's own database in .data/pglite), so the
 * shop's next invoice number after a restart is still the one expected. Faults, call counts and
 * changed tax rates are not kept.
 */
type Kept = Pick<StandInState, 'devices' | 'items' | 'invoices' | 'branches' | 'deviceCount'>;

export function restoreState(state: StandInState, file: string): void {
  if (!existsSync(file)) return;
  let kept: Partial<Kept>;
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Kept>;
  } catch (error) {
    console.warn(`eTIMS stand-in: ${file} could not be read (${String(error)}); starting empty.`);
    return;
  }
  state.devices = kept.devices ?? [];
  state.items = kept.items ?? [];
  state.invoices = kept.invoices ?? [];
  state.branches = kept.branches ?? {};
  state.deviceCount = kept.deviceCount ?? state.devices.length;
}

/** Writes the state to `file` shortly after each change (`changed`), and at once on `flush` (the stand-in stopping). */
export function stateWriter(state: StandInState, file: string): StateFileWriter {
  return stateFileWriter(file, (): Kept => {
    const { devices, items, invoices, branches, deviceCount } = state;
    return { devices, items, invoices, branches, deviceCount };
  });
}

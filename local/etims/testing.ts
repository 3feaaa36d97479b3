import { createEtimsClient } from '../../src/server/etims/client.ts';
import { LOCAL_STANDIN_DEVICE } from '../../src/server/etims/config.ts';
import type { EtimsClient, EtimsSettings } from '../../src/server/etims/types.ts';
import { controlCaller } from '../control-client.ts';
import type { EtimsStandInOptions } from './app.ts';
import { startEtimsStandIn, type RunningEtimsStandIn } from './server.ts';
import type { ArmedFault, MethodName, StandInDevice, StandInInvoice, StandInItem } from './state.ts';

/**
 * For tests: a stand-in on a free port, the door pointed at it, and a typed control client.
 *   const etims = await startEtimsStandInForTests();
 *   const client = etims.client();
 *   const device = await client.initialise();
 *   expect(await etims.control.invoices()).toHaveLength(0);
 *   await etims.stop();
 */

/** A fault as POST /__control/faults takes it. */
type FaultRequest = (
  { kind: 'down'; as?: 'html' | 'refused' } | { kind: 'slow'; delayMs: number } | { kind: 'error'; resultCd: string; resultMsg?: string }
) & { method?: MethodName; times?: number; /** Only the sale or credit note of this order reference. */ trdInvcNo?: string };

export interface EtimsStandInControl {
  /** Every sale and credit note signed, oldest first. */
  invoices(): Promise<StandInInvoice[]>;
  items(): Promise<StandInItem[]>;
  devices(): Promise<Array<Omit<StandInDevice, 'cmcKey'>>>;
  calls(): Promise<Record<MethodName, number>>;
  fault(fault: FaultRequest): Promise<ArmedFault[]>;
  clearFaults(): Promise<void>;
  /** KRA's code list says these rates (percent) from now on. */
  taxRates(rates: Partial<Record<'A' | 'B' | 'C' | 'D' | 'E', number>>): Promise<void>;
  reset(): Promise<void>;
}

export function etimsStandInControl(url: string): EtimsStandInControl {
  const call = controlCaller(url, 'eTIMS stand-in');
  return {
    invoices: async () => (await call<{ invoices: StandInInvoice[] }>('GET', '/invoices')).invoices,
    items: async () => (await call<{ items: StandInItem[] }>('GET', '/items')).items,
    devices: async () => (await call<{ devices: Array<Omit<StandInDevice, 'cmcKey'>> }>('GET', '/devices')).devices,
    calls: async () => (await call<{ calls: Record<MethodName, number> }>('GET', '/calls')).calls,
    fault: async (fault) => (await call<{ faults: ArmedFault[] }>('POST', '/faults', fault)).faults,
    clearFaults: async () => void (await call('DELETE', '/faults')),
    taxRates: async (rates) => void (await call('POST', '/tax-rates', rates)),
    reset: async () => void (await call('POST', '/reset')),
  };
}

export interface EtimsStandInForTests {
  standIn: RunningEtimsStandIn;
  /** Its page and control API. */
  url: string;
  control: EtimsStandInControl;
  /** The door's settings for this stand-in (the demo device; 2 s timeout unless overridden). */
  settings(overrides?: Partial<EtimsSettings>): EtimsSettings;
  client(overrides?: Partial<EtimsSettings>): EtimsClient;
  stop(): Promise<void>;
}

export async function startEtimsStandInForTests(options: EtimsStandInOptions = {}): Promise<EtimsStandInForTests> {
  const standIn = await startEtimsStandIn({ ...options, port: 0 });
  const settings = (overrides: Partial<EtimsSettings> = {}): EtimsSettings => ({
    env: 'local',
    baseUrl: standIn.baseUrl,
    pin: LOCAL_STANDIN_DEVICE.pin,
    branchId: '00',
    deviceSerial: LOCAL_STANDIN_DEVICE.deviceSerial,
    cmcKey: null,
    timeoutMs: 2_000,
    receiptHost: 'etims-sbx.kra.go.ke',
    ...overrides,
  });
  return {
    standIn,
    url: standIn.url,
    control: etimsStandInControl(standIn.url),
    settings,
    client: (overrides) => createEtimsClient(settings(overrides)),
    stop: () => standIn.stop(),
  };
}

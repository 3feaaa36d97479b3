import { createSmsSender, type SmsSender } from '../../src/server/sms/client.ts';
import { controlCaller } from '../control-client.ts';
import { LOCAL_STANDIN_CREDENTIALS, type SmsConfig } from '../../src/server/sms/config.ts';
import { startSmsStandIn, type RunningSmsStandIn } from './server.ts';
import type { ReportSettings, StandInMessage, StandInReport } from './state.ts';

/**
 * For tests: a stand-in on a free port, the door pointed at it, and a typed control client.
 *   const sms = await startSmsStandInForTests();
 *   await sms.sender().send({ to: '+254711000001', message: 'Order SK-1042 paid' });
 *   expect(await sms.control.messages()).toHaveLength(1);
 *   await sms.stop();
 */
type FaultName = 'http500' | 'http401' | 'drop' | `slow:${number}` | 'dlr-duplicate' | 'dlr-none' | `dlr-delay:${number}`;

interface SmsStandInControl {
  messages(): Promise<StandInMessage[]>;
  /** Every delivery report posted, oldest first, with the shop's HTTP status. */
  reports(): Promise<StandInReport[]>;
  /** Reports still to come: waiting for their delay or being posted. 0: every report it will send is in `reports()`. */
  pendingReports(): Promise<number>;
  /** Changes where and after how long reports are posted. */
  reportSettings(settings: Partial<ReportSettings>): Promise<void>;
  /** Applies `fault` to the next `times` sends (without times: until cleared); null clears. */
  fault(fault: FaultName | null, times?: number): Promise<void>;
  reset(): Promise<void>;
}

function smsStandInControl(baseUrl: string): SmsStandInControl {
  const call = controlCaller(baseUrl, 'SMS stand-in');
  return {
    messages: async () => (await call<{ messages: StandInMessage[] }>('GET', '/messages')).messages,
    reports: async () => (await call<{ reports: StandInReport[] }>('GET', '/delivery-reports')).reports,
    pendingReports: async () => (await call<{ pending: number }>('GET', '/delivery-reports')).pending,
    reportSettings: async (settings) => void (await call('POST', '/delivery-reports', settings)),
    fault: async (fault, times) => void (await call('POST', '/faults', { fault, ...(times === undefined ? {} : { times }) })),
    reset: async () => void (await call('POST', '/reset')),
  };
}

export interface SmsStandInForTests {
  standIn: RunningSmsStandIn;
  url: string;
  control: SmsStandInControl;
  /** A door config for this stand-in (2 s timeout unless overridden). */
  config(overrides?: Partial<SmsConfig>): SmsConfig;
  /** A sender for this stand-in. */
  sender(overrides?: Partial<SmsConfig>): SmsSender;
  stop(): Promise<void>;
}

/** `reports`: where and when delivery reports go (none without a URL). */
export async function startSmsStandInForTests(reports: Partial<ReportSettings> = {}): Promise<SmsStandInForTests> {
  const standIn = await startSmsStandIn({ port: 0, reports });
  const config = (overrides: Partial<SmsConfig> = {}): SmsConfig => ({
    env: 'local',
    baseUrl: standIn.url,
    ...LOCAL_STANDIN_CREDENTIALS,
    timeoutMs: 2_000,
    ...overrides,
  });
  return {
    standIn,
    url: standIn.url,
    control: smsStandInControl(standIn.url),
    config,
    sender: (overrides) => createSmsSender(config(overrides)),
    stop: () => standIn.stop(),
  };
}

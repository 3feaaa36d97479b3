import { createPesapalClient, type PesapalClient } from '../../src/server/pesapal/client.ts';
import { controlCaller } from '../control-client.ts';
import type { PesapalApiOptions } from '../../src/server/pesapal/api.ts';
import { LOCAL_SANDBOX_CREDENTIALS, type PesapalConfig } from '../../src/server/pesapal/config.ts';
import type { HoldStage, HoldView } from './holds.ts';
import type { FaultKind, IpnLogEntry, RouteName, SandboxOrder, SandboxSettings } from './state.ts';
import { startPesapalSandbox, type RunningSandbox } from './server.ts';
import type { SandboxOptions } from './app.ts';

/**
 * For tests: a sandbox on a free port, the door pointed at it, and a typed control client.
 *   const pesapal = await startSandboxForTests();
 *   const client = pesapal.client({ ipnUrl: 'http://127.0.0.1:4411/api/pesapal/ipn' });
 *   await pesapal.control.outcome(trackingId, 'approve');
 *   await pesapal.stop();
 */
export interface SandboxControl {
  reset(): Promise<void>;
  settings(changes: Partial<SandboxSettings>): Promise<SandboxSettings>;
  fault(fault: {
    route?: RouteName | 'any';
    kind: FaultKind;
    times?: number;
    delayMs?: number;
    status?: number;
    email?: string;
  }): Promise<void>;
  expireTokens(): Promise<void>;
  advanceClock(ms: number): Promise<void>;
  outcome(
    trackingId: string,
    outcome: 'approve' | 'decline' | 'cancel' | 'reverse' | 'fail-then-complete',
    options?: {
      method?: 'mpesa' | 'card' | 'bank';
      payer?: string;
      amountPaid?: number;
      reason?: string;
      detail?: string;
      delayMs?: number;
    },
  ): Promise<SandboxOrder>;
  order(trackingId: string): Promise<SandboxOrder>;
  /** Every order the sandbox issued. */
  orders(): Promise<SandboxOrder[]>;
  ipnLog(trackingId?: string): Promise<IpnLogEntry[]>;
  calls(): Promise<Record<RouteName, number>>;
  /** What the sandbox still has to do (IPN attempts, refund approvals, prompt timeouts), waiting or running: 0 when it is quiet. */
  pendingTasks(): Promise<number>;
  /** Holds the next `times` (1) calls of `route` before the sandbox acts on them (`request`) or before their answer leaves (`answer`). */
  hold(route: RouteName, options?: { stage?: HoldStage; times?: number }): Promise<void>;
  /** The holds armed or holding calls now. */
  holds(): Promise<HoldView[]>;
  /** How many calls of `route` are held now. */
  held(route: RouteName): Promise<number>;
  /** Lets the held calls of `route` (of every route when not given) go on; answers how many. */
  release(route?: RouteName): Promise<number>;
}

export function sandboxControl(baseUrl: string): SandboxControl {
  const call = controlCaller(baseUrl, 'sandbox');
  return {
    reset: () => call('POST', '/reset'),
    settings: (changes) => call('POST', '/settings', changes),
    fault: (fault) => call('POST', '/faults', fault),
    expireTokens: () => call('POST', '/tokens/expire'),
    advanceClock: (ms) => call('POST', '/clock', { advanceMs: ms }),
    outcome: (trackingId, outcome, options = {}) => call('POST', `/orders/${trackingId}/${outcome}`, options),
    order: (trackingId) => call('GET', `/orders/${trackingId}`),
    orders: async () => (await call<{ orders: SandboxOrder[] }>('GET', '/orders')).orders,
    ipnLog: async (trackingId) =>
      (await call<{ entries: IpnLogEntry[] }>('GET', `/ipn-log${trackingId ? `?trackingId=${trackingId}` : ''}`)).entries,
    calls: async () => (await call<{ calls: Record<RouteName, number> }>('GET', '/stats')).calls,
    pendingTasks: async () => (await call<{ pendingTasks: number }>('GET', '/stats')).pendingTasks,
    hold: (route, options = {}) => call('POST', '/holds', { route, ...options }),
    holds: async () => (await call<{ holds: HoldView[] }>('GET', '/holds')).holds,
    held: async (route) =>
      (await call<{ holds: HoldView[] }>('GET', '/holds')).holds.filter((h) => h.route === route).reduce((n, h) => n + h.waiting, 0),
    release: async (route) => (await call<{ released: number }>('POST', '/holds/release', route ? { route } : {})).released,
  };
}

export interface SandboxForTests {
  sandbox: RunningSandbox;
  url: string;
  control: SandboxControl;
  /** A door config for this sandbox (fast timeout; IPN URL nowhere unless given). */
  config(overrides?: Partial<PesapalConfig>): PesapalConfig;
  /** A PesapalClient for this sandbox, with short retry waits. */
  client(overrides?: Partial<PesapalConfig>, options?: PesapalApiOptions): PesapalClient;
  stop(): Promise<void>;
}

export async function startSandboxForTests(options: SandboxOptions = {}): Promise<SandboxForTests> {
  const sandbox = await startPesapalSandbox({ ...options, port: 0 });
  const config = (overrides: Partial<PesapalConfig> = {}): PesapalConfig => ({
    env: 'local',
    baseUrl: sandbox.url,
    ...LOCAL_SANDBOX_CREDENTIALS,
    ipnUrl: 'http://127.0.0.1:9/ipn',
    ipnMethod: 'GET',
    timeoutMs: 2_000,
    ...overrides,
  });
  return {
    sandbox,
    url: sandbox.url,
    control: sandboxControl(sandbox.url),
    config,
    client: (overrides, apiOptions) => createPesapalClient(config(overrides), { retryDelaysMs: [20, 20], ...apiOptions }),
    stop: () => sandbox.stop(),
  };
}

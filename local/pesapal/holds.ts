import type { RouteName } from './state.ts';

/**
 * Held steps, for tests that walk an interleaving one step at a time (nothing like it exists at
 * Pesapal). A hold on a route stops its next calls either before the sandbox acts on them
 * (`request`: the page is not yet created, cancelled or refunded) or after it acted but before the
 * answer leaves (`answer`: Pesapal has done it, the shop does not know yet), until the test
 * releases them through the control API.
 */
export const HOLD_STAGES = ['request', 'answer'] as const;
export type HoldStage = (typeof HOLD_STAGES)[number];

export interface HoldView {
  route: RouteName;
  stage: HoldStage;
  /** Calls still to be held when they arrive. */
  remaining: number;
  /** Calls held now, waiting for a release. */
  waiting: number;
}

interface Hold {
  route: RouteName;
  stage: HoldStage;
  remaining: number;
  waiting: Array<() => void>;
}

export interface Holds {
  /** Holds the next `times` calls of `route` at `stage`. */
  arm(route: RouteName, stage: HoldStage, times: number): void;
  /** Waits while a hold of `route` at `stage` takes this call; at once otherwise. */
  pass(route: RouteName, stage: HoldStage): Promise<void>;
  /** Lets the held calls of `route` (every route when not given) go on, and disarms what was left of its holds. */
  release(route?: RouteName): number;
  list(): HoldView[];
}

export function createHolds(): Holds {
  let holds: Hold[] = [];
  const tidy = () => {
    holds = holds.filter((hold) => hold.remaining > 0 || hold.waiting.length > 0);
  };
  return {
    arm(route, stage, times) {
      holds.push({ route, stage, remaining: times, waiting: [] });
    },
    pass(route, stage) {
      const hold = holds.find((h) => h.route === route && h.stage === stage && h.remaining > 0);
      if (!hold) return Promise.resolve();
      hold.remaining -= 1;
      return new Promise((go) => hold.waiting.push(go));
    },
    release(route) {
      let released = 0;
      for (const hold of holds) {
        if (route && hold.route !== route) continue;
        const waiting = hold.waiting.splice(0);
        for (const go of waiting) go();
        released += waiting.length;
        hold.remaining = 0;
      }
      tidy();
      return released;
    },
    list: () => holds.map(({ route, stage, remaining, waiting }) => ({ route, stage, remaining, waiting: waiting.length })),
  };
}

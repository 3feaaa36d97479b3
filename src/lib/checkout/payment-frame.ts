/**
 * Whether the payment page's frame shows Pesapal's form. A cross-origin frame fires `load` for
 * whatever it ends up showing, the browser's own error page included, and its content cannot be
 * read; so the page decides on the signals it can trust: the frame was refused (not on the Pesapal
 * host the server named) or blocked by the Content-Security-Policy (a `securitypolicyviolation`
 * for it), or it has not loaded by FRAME_LOAD_TIMEOUT_MS after the page started. The frame is
 * rendered only after the first status answer, so a status that never comes (our server cannot
 * reach Pesapal, whose form lives on the same host) ends in the timeout too.
 */

/** How long Pesapal's form may take to load, from the page's start, before the page says it failed. */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

export type FrameState = 'loading' | 'loaded' | 'failed';

export interface FrameSignals {
  /** The payment address is not on the Pesapal host the server uses, so it is never framed. */
  refused: boolean;
  /** The browser blocked the frame under the page's Content-Security-Policy. */
  blocked: boolean;
  /** The frame fired `load`. */
  loaded: boolean;
  /** FRAME_LOAD_TIMEOUT_MS have passed since the page started. */
  timedOut: boolean;
}

/** What the frame area shows. A frame that loads after the timeout is shown after all. */
export function frameState({ refused, blocked, loaded, timedOut }: FrameSignals): FrameState {
  if (refused || blocked) return 'failed';
  if (loaded) return 'loaded';
  return timedOut ? 'failed' : 'loading';
}

/** The part of a `securitypolicyviolation` event that says what was blocked. */
export interface Violation {
  effectiveDirective: string;
  blockedURI: string;
}

/** Whether `violation` is the browser refusing to frame `frameUrl` (the report may name the whole address or its origin only). */
export function blocksFrame(violation: Violation, frameUrl: string): boolean {
  if (violation.effectiveDirective !== 'frame-src') return false;
  try {
    return new URL(violation.blockedURI).origin === new URL(frameUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Runs `work` once the page's first work is done: when the browser is idle, or within `timeout`
 * ms at most (issue 30). For set-up nobody needs in the first second: a shopper's click or a
 * remembered county can wait that long; the first paint should not. Safari has no
 * requestIdleCallback: there it runs after the current task.
 */
export function whenIdle(work: () => void, timeout = 1500): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 0);
}

import { countdownText } from './countdown-time.ts';

/**
 * Every `[data-countdown]` element counts down to its `data-ends-at` (read again each second,
 * so an editor's preview or a test can change it) and shows `data-expired` when time is up.
 */
const timers = [...document.querySelectorAll<HTMLElement>('[data-countdown]')];

function tick(): void {
  const now = Date.now();
  for (const timer of timers) {
    const expired = timer.dataset.expired ?? '';
    const value = countdownText(timer.dataset.endsAt, now, expired);
    const output = timer.querySelector<HTMLElement>('[data-countdown-value]') ?? timer;
    if (output.textContent !== value) output.textContent = value;
    const over = value !== '' && value === expired;
    timer.toggleAttribute('data-over', over);
    timer.hidden = value === '';
  }
}

if (timers.length > 0) {
  tick();
  setInterval(tick, 1000);
}

import { countdownText, millisecondsLeft } from './countdown-time.ts';

/**
 * Every `[data-countdown]` element counts down to its `data-ends-at` (read again each second,
 * so an editor's preview or a test can change it), names the days from `data-day-one` and
 * `data-day-other` ('38 days'), or `data-day-short` ('38d') on phones, where the section head is
 * narrow, and at the end shows `data-expired`, or 00:00:00 without it.
 */
const timers = [...document.querySelectorAll<HTMLElement>('[data-countdown]')];
const phone = window.matchMedia('(max-width: 767.98px)');

function tick(): void {
  const now = Date.now();
  for (const timer of timers) {
    const { endsAt, expired, dayOne = '', dayOther = '', dayShort = '' } = timer.dataset;
    const words = phone.matches ? { one: dayShort, other: dayShort } : { one: dayOne, other: dayOther };
    const value = countdownText(endsAt, now, expired, words);
    const output = timer.querySelector<HTMLElement>('[data-countdown-value]') ?? timer;
    if (output.textContent !== value) output.textContent = value;
    const left = millisecondsLeft(endsAt, now);
    timer.toggleAttribute('data-over', left !== null && left <= 0);
    timer.hidden = value === '';
  }
}

if (timers.length > 0) {
  tick();
  setInterval(tick, 1000);
}

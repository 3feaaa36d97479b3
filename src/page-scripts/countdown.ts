import { countdownText, millisecondsLeft } from './countdown-time.ts';
import { watchInView } from './in-view.ts';
import { pageWords } from '../i18n/page-words.ts';

/**
 * Every `[data-countdown]` element counts down to its `data-ends-at` (read again each second,
 * so an editor's preview or a test can change it), names the days ('38 days', or '38d' on
 * phones, where the section head is narrow) and at the end says 'EXPIRED' where it has
 * `data-say-expired`, or 00:00:00 without it: in the words Countdown.astro writes for pageWords(). Only a countdown in view
 * ticks: one further down starts when the shopper reaches it (issue 30).
 */
const t = pageWords();
const days = (count: number): string => t('countdown.days', { count });
const daysShort = (count: number): string => t('countdown.dayShort', { count });
const timers = [...document.querySelectorAll<HTMLElement>('[data-countdown]')];
const phone = window.matchMedia('(max-width: 767.98px)');
/** The countdowns in view, the only ones that tick (issue 30). One this script hid stays: its date may be corrected. */
const shown = new Set<HTMLElement>();
let ticking: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = Date.now();
  for (const timer of shown) {
    const { endsAt } = timer.dataset;
    const expired = timer.hasAttribute('data-say-expired') ? t('countdown.expired') : undefined;
    const value = countdownText(endsAt, now, expired, phone.matches ? daysShort : days);
    const output = timer.querySelector<HTMLElement>('[data-countdown-value]') ?? timer;
    if (output.textContent !== value) output.textContent = value;
    const left = millisecondsLeft(endsAt, now);
    timer.toggleAttribute('data-over', left !== null && left <= 0);
    timer.hidden = value === '';
  }
}

watchInView(timers, (element, inView) => {
  const timer = element as HTMLElement;
  if (inView || timer.hidden) shown.add(timer);
  else shown.delete(timer);
  tick();
  if (shown.size > 0) ticking ??= setInterval(tick, 1000);
  else {
    clearInterval(ticking);
    ticking = undefined;
  }
});

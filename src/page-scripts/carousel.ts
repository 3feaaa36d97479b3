import { nextScrollLeft } from './carousel-step.ts';
import { watchInView } from './in-view.ts';

/**
 * Carousels on CSS scroll-snap: touch and the keyboard scroll the track natively; previous and
 * next buttons step one slide and wrap; autoplay every `data-interval` ms, paused on hover,
 * on focus, by the pause button and while the tab is hidden, and never under reduced motion.
 * A carousel's autoplay runs only while it is in view: one below the fold costs nothing at load.
 */
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track) continue;
  const toggle = carousel.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const interval = Number(carousel.dataset.interval ?? 0);
  let hovered = false;
  let focused = false;
  let stopped = false;

  const slideWidth = (): number => {
    const [first, second] = track.children;
    if (!(first instanceof HTMLElement)) return 0;
    return second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  };
  const step = (direction: 1 | -1): void => {
    const max = track.scrollWidth - track.clientWidth;
    const left = nextScrollLeft(track.scrollLeft, max, slideWidth(), direction);
    track.scrollTo({ left, behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  };

  carousel.querySelector('[data-carousel-prev]')?.addEventListener('click', () => step(-1));
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => step(1));
  carousel.addEventListener('mouseenter', () => (hovered = true));
  carousel.addEventListener('mouseleave', () => (hovered = false));
  carousel.addEventListener('focusin', () => (focused = true));
  carousel.addEventListener('focusout', (event) => {
    focused = carousel.contains(event.relatedTarget as Node | null);
  });
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    toggle.setAttribute('aria-pressed', String(stopped));
  });

  if (interval > 0) {
    if (toggle) toggle.hidden = reducedMotion.matches;
    reducedMotion.addEventListener('change', () => {
      if (toggle) toggle.hidden = reducedMotion.matches;
    });
    let timer: ReturnType<typeof setInterval> | undefined;
    watchInView([carousel], (_, inView) => {
      clearInterval(timer);
      timer = inView
        ? setInterval(() => {
            if (reducedMotion.matches || hovered || focused || stopped || document.hidden) return;
            step(1);
          }, interval)
        : undefined;
    });
  }
}

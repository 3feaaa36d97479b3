/** Product page behaviour: accessible tabs, the gallery's views and the quantity stepper (1 to MAX_LINE_QUANTITY). */
import { MAX_LINE_QUANTITY } from '../lib/cart/line.ts';

const MIN_QUANTITY = 1;

function clampQuantity(raw: string | number): number {
  const value = Math.round(Number(raw));
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(Math.max(value, MIN_QUANTITY), MAX_LINE_QUANTITY);
}

for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const list = [...tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of list) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  for (const tab of list) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const index = list.indexOf(tab);
      const target =
        event.key === 'ArrowRight'
          ? list[(index + 1) % list.length]
          : event.key === 'ArrowLeft'
            ? list[(index - 1 + list.length) % list.length]
            : event.key === 'Home'
              ? list[0]
              : event.key === 'End'
                ? list[list.length - 1]
                : undefined;
      if (!target) return;
      event.preventDefault();
      select(target, true);
    });
  }
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('button[data-view]')];
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      gallery.dataset.view = thumb.dataset.view ?? 'whole';
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}

for (const control of document.querySelectorAll<HTMLElement>('[data-quantity]')) {
  const input = control.querySelector<HTMLInputElement>('input');
  if (!input) continue;
  const sync = () => {
    const value = clampQuantity(input.value);
    input.value = String(value);
    for (const step of control.querySelectorAll<HTMLButtonElement>('button[data-step]')) {
      step.disabled = input.disabled || (step.dataset.step === '-1' ? value <= MIN_QUANTITY : value >= MAX_LINE_QUANTITY);
    }
  };
  input.addEventListener('change', sync);
  for (const step of control.querySelectorAll<HTMLButtonElement>('button[data-step]')) {
    step.addEventListener('click', () => {
      input.value = String(clampQuantity(Number(input.value) + Number(step.dataset.step)));
      sync();
    });
  }
  sync();
}

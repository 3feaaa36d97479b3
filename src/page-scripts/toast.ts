/**
 * The one toast of the page (Toast.astro): showing a message replaces the one on screen. It hides
 * itself after TOAST_MS, but not while the pointer or keyboard focus is on it.
 */
const TOAST_MS = 5000;

const host = document.querySelector<HTMLElement>('[data-toast-host]');
const box = host?.querySelector<HTMLElement>('[data-toast]');
const message = host?.querySelector<HTMLElement>('[data-toast-message]');
const status = host?.querySelector<HTMLElement>('[data-toast-status]');
let timer: ReturnType<typeof setTimeout> | undefined;
/** Where keyboard focus came from before it entered the toast; it goes back there on close. */
let returnTo: HTMLElement | null = null;

function hide(): void {
  clearTimeout(timer);
  if (!box) return;
  const hadFocus = box.contains(document.activeElement);
  box.hidden = true;
  if (hadFocus) returnTo?.focus();
}

function hideLater(): void {
  clearTimeout(timer);
  timer = setTimeout(hide, TOAST_MS);
}

/** Shows `text`, replacing any toast already shown, and announces it to screen readers. */
export function showToast(text: string): void {
  if (!box || !message || !status) return;
  message.textContent = text;
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = text;
  });
  box.hidden = false;
  hideLater();
}

box?.querySelector('[data-toast-close]')?.addEventListener('click', hide);
box?.addEventListener('pointerenter', () => clearTimeout(timer));
box?.addEventListener('pointerleave', hideLater);
box?.addEventListener('focusin', (event) => {
  clearTimeout(timer);
  const from = event.relatedTarget;
  if (from instanceof HTMLElement && !box.contains(from)) returnTo = from;
});
box?.addEventListener('focusout', hideLater);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && box && !box.hidden) hide();
});

/**
 * Behaviour of the warranty certificate's Print button (/warranty, src/lib/warranty/warranty-html.ts):
 * it prints. Without a script the button is not shown (data-needs-js), the browser's own Print does
 * the same, and the page's print styles keep the certificate alone.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) button.addEventListener('click', () => window.print());

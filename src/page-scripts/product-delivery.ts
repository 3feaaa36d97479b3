import { $deliveryCounty, chooseCounty } from '../stores/delivery-county.ts';
import { isCountyCode } from '../lib/delivery/county-code.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The product page's "Delivery to {county}" block: the county select follows the shared delivery
 * county (remembered, and chosen here, in the cart or at checkout), and the result shows the words
 * the page priced at build for that county (`<option data-outcome>` → `<template data-outcome>`).
 * The Shipping tab says the same under its zones ([data-delivery-echo]). The remembered county is
 * shown when the page is idle (issue 30); a choice made before then is kept and shown at that point.
 */
const echo = document.querySelector<HTMLElement>('[data-delivery-echo]');
const echoText = echo?.querySelector<HTMLElement>('[data-delivery-echo-text]');
for (const block of document.querySelectorAll<HTMLElement>('[data-product-delivery]')) {
  const select = block.querySelector('select');
  const result = block.querySelector<HTMLElement>('[data-delivery-result]');
  if (!select || !result) continue;
  const prompt = [...result.childNodes].map((node) => node.cloneNode(true));
  let shown = '';
  const show = (code: string | null) => {
    select.value = code ?? '';
    // Only a change is written, so the live region speaks when the county changes, not on load.
    if (select.value === shown) return;
    shown = select.value;
    const template = block.querySelector<HTMLTemplateElement>(`template[data-outcome="${select.selectedOptions[0]?.dataset.outcome}"]`);
    result.replaceChildren(...(template ? [template.content.cloneNode(true)] : prompt.map((node) => node.cloneNode(true))));
    if (echo && echoText) {
      echo.hidden = !template;
      echoText.textContent = template ? `${select.selectedOptions[0]?.text}: ${template.content.firstElementChild?.textContent ?? ''}` : '';
    }
  };
  select.addEventListener('change', () => {
    if (isCountyCode(select.value)) chooseCounty(select.value);
  });
  whenIdle(() => $deliveryCounty.subscribe(show));
}

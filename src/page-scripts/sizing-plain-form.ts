import { STATE_FIELDS } from '../lib/sizing/add-from-address.ts';

/**
 * The calculator's plain add form (PlainAddForm.astro) carries the list and the home already in the
 * address along, in hidden fields, so an appliance added before the calculator starts joins that
 * list instead of starting a new one. A few lines that run long before the island's script arrives.
 */
const form = document.querySelector<HTMLFormElement>('form[data-sizing-plain-form]');
if (form) {
  for (const [name, value] of new URLSearchParams(window.location.search)) {
    if (!STATE_FIELDS.includes(name)) continue;
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
}

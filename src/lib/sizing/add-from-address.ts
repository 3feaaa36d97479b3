import { findAppliance } from './appliances.ts';
import type { Load } from './types.ts';
import { isHours, isQuantity, isWatts, MAX_NAME_LENGTH, ownLoad, readyLoad } from './url-state.ts';

/**
 * "Add to the list" before the calculator's script runs (issue 46). The page draws the add form as
 * a plain GET form: it sends the appliance in the address with these fields, beside the list the
 * address already holds (url-state.ts, carried in hidden fields), and the calculator adds it when
 * it starts, then writes the address back without them. Blank watts or hours mean the appliance's
 * typical figures, as the form says; anything unusable adds nothing, and nothing throws.
 */
export const ADD_FIELDS = {
  appliance: 'add',
  name: 'add-name',
  watts: 'add-watts',
  quantity: 'add-qty',
  hours: 'add-hours',
} as const;

/** The plain form's choice for an appliance that is not on the ready list. */
export const OWN_APPLIANCE = 'own';

/** The address fields that hold the list and the home (url-state.ts): the plain form carries them along. */
export const STATE_FIELDS: readonly string[] = ['v', 'c', 'm', 'd', 'b', 'l'];

/** A number from a form field, undefined when blank, NaN when not a number. */
function figure(params: URLSearchParams, field: string): number | undefined {
  const text = params.get(field)?.trim() ?? '';
  return text === '' ? undefined : Number(text);
}

/** The appliance a plain form sent in `params`, or null when it sent none or one that cannot be added. */
export function loadFromAddress(params: URLSearchParams): Load | null {
  const choice = params.get(ADD_FIELDS.appliance);
  if (choice === null || choice === '') return null;
  const watts = figure(params, ADD_FIELDS.watts);
  const quantity = figure(params, ADD_FIELDS.quantity) ?? 1;
  const hours = figure(params, ADD_FIELDS.hours);
  if ((watts !== undefined && !isWatts(watts)) || !isQuantity(quantity) || (hours !== undefined && !isHours(hours))) return null;
  if (choice === OWN_APPLIANCE) {
    const name = (params.get(ADD_FIELDS.name) ?? '').trim().slice(0, MAX_NAME_LENGTH);
    return name === '' || watts === undefined ? null : ownLoad(name, watts, quantity, hours ?? 1);
  }
  const appliance = findAppliance(choice);
  if (!appliance) return null;
  // A cycling load (a fridge) runs all day by its daily energy, as the calculator's own form adds it.
  return readyLoad(appliance.id, quantity, appliance.dailyWh === null ? (hours ?? appliance.hoursPerDay) : 24, watts);
}

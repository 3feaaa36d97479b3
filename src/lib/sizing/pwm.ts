/**
 * When a PWM charge controller suits the panels. A PWM controller joins the panels straight to the
 * battery, so they work at the battery's charging voltage (about 1.2 × its nominal: 14.4 V on a
 * 12 V bank, 28.8 V on 24 V), whatever their own best voltage (Vmp). That suits a module made for
 * the bank, a "12 V" 36-cell one (Vmp about 18 V) on 12 V or a 72-cell one (about 36 V) on 24 V;
 * a 540 W module (Vmp 41.65 V, Longi Hi-MO 5 LR5-72HPH-540M datasheet) held at 28.8 V on 24 V
 * gives up about a third of its power, and only an MPPT controller, which converts the voltage
 * down, harvests it. The kit's panels are in parallel, so the module's own Vmp is the array's.
 */

/** Vmp over Voc of a crystalline module (judgement: 41.65 / 49.5 V on the Longi datasheet above), for panels whose Vmp the catalogue does not give. */
const VMP_PER_VOC = 0.84;

/**
 * The Vmp a PWM controller uses well, as multiples of the bank's nominal voltage (judgement): from
 * 1.4 × (16.8 V on 12 V, a 36-cell module still charges when hot) to 1.6 × (19.2 V on 12 V, 38.4 V on 24 V).
 */
const PWM_VMP_RANGE = { min: 1.4, max: 1.6 } as const;

/** A module's Vmp estimated from its open-circuit voltage. */
export function vmpFromVoc(voc: number): number {
  return voc * VMP_PER_VOC;
}

/** Whether a PWM controller suits panels of this Vmp on a bank of this nominal voltage; an unknown Vmp does not. */
export function pwmSuits(panelVmp: number | undefined, systemVoltage: number): boolean {
  if (panelVmp === undefined) return false;
  return panelVmp >= PWM_VMP_RANGE.min * systemVoltage && panelVmp <= PWM_VMP_RANGE.max * systemVoltage;
}

import type { CategorySlug } from './categories.ts';

/**
 * The category-specific product fields of storefront spec section 3, described once.
 * The Studio schema (shown only for the categories listed), the zod schema that checks
 * CMS documents at build, and the listing filters are all derived from this table.
 */
type SpecFieldKind = 'number' | 'string' | 'numberList' | 'stringList';

export interface SpecField {
  /** Field name in the CMS and in the domain `Product.specs`. */
  readonly name: string;
  /** Label shown to editors and shoppers. */
  readonly title: string;
  readonly kind: SpecFieldKind;
  /** Unit of a numeric value, shown after it ('W', 'V', 'Ah', 'A', 'L', 'kW'). */
  readonly unit?: string;
  /** Help for editors in the Studio. */
  readonly description: string;
  /** The categories whose products carry this field. */
  readonly categories: readonly CategorySlug[];
  /** Fixed choices offered to editors, where the field has them. */
  readonly options?: readonly string[];
  /** Smallest and largest sensible value of a number. */
  readonly min?: number;
  readonly max?: number;
  /** Optional for some categories (accessories without a rating, phase or pole). */
  readonly optionalFor?: readonly CategorySlug[];
  /**
   * Whether the value is words a Kiswahili page translates, and where: 'options' for fixed choices
   * written once in src/i18n (`specOption.{value}`, both languages), 'product' for free text each
   * product's Kiswahili group holds under the field's name. Numbers, codes (PERC, MPPT, 2P) and
   * names (a kit's model) have none and show as written.
   */
  readonly words?: 'options' | 'product';
}

export const SPEC_FIELDS: readonly SpecField[] = [
  {
    name: 'powerRating',
    title: 'Power rating',
    kind: 'number',
    unit: 'W',
    min: 1,
    max: 1000,
    categories: ['solar-panels'],
    description: 'Peak power of one panel in watts (Wp) at standard test conditions.',
  },
  {
    name: 'voc',
    title: 'Open-circuit voltage (Voc)',
    kind: 'number',
    unit: 'V',
    min: 1,
    max: 100,
    categories: ['solar-panels'],
    description: 'Voc in volts, from the datasheet; needed to size strings for a charge controller.',
  },
  {
    name: 'panelType',
    title: 'Panel type',
    kind: 'string',
    words: 'options',
    categories: ['solar-panels', 'water-heaters'],
    options: ['Monocrystalline', 'Polycrystalline', 'Bifacial monocrystalline', 'Evacuated tube', 'Flat plate'],
    description: 'Cell type for PV panels; collector type for solar water heaters.',
  },
  {
    name: 'technology',
    title: 'Cell technology',
    kind: 'string',
    categories: ['solar-panels'],
    options: ['PERC', 'Half-cut PERC', 'TOPCon', 'HJT'],
    description: 'Cell technology named on the datasheet.',
  },
  {
    name: 'application',
    title: 'Application',
    kind: 'string',
    words: 'options',
    categories: ['solar-panels'],
    options: ['Residential', 'Commercial', 'Residential and commercial', 'Off-grid'],
    description: 'Where the panel is typically installed.',
  },
  {
    name: 'inverterType',
    title: 'Inverter type',
    kind: 'string',
    words: 'options',
    categories: ['inverters'],
    options: ['Hybrid', 'Off-grid', 'Grid-tie', 'Pure sine wave'],
    description: 'Hybrid inverters charge from solar and grid; grid-tie ones need the grid.',
  },
  {
    name: 'powerOutput',
    title: 'Power output',
    kind: 'number',
    unit: 'W',
    min: 50,
    max: 200000,
    categories: ['inverters', 'back-up-systems', 'solar-hybrid-water-pumping-inverters', 'packages'],
    optionalFor: ['packages'],
    description:
      "Rated continuous output in watts (5 kW is 5000). Home systems: the kit's inverter; leave empty for a DC solar home system without one.",
  },
  {
    name: 'phaseType',
    title: 'Phase',
    kind: 'string',
    words: 'options',
    categories: ['inverters', 'solar-hybrid-water-pumping-inverters'],
    options: ['Single phase', 'Three phase'],
    description: 'Single phase for homes; three phase for larger loads and pumps.',
  },
  {
    name: 'voltage',
    title: 'Voltage',
    kind: 'number',
    unit: 'V',
    min: 1,
    max: 1000,
    categories: ['inverters', 'batteries', 'back-up-systems'],
    description: 'Nominal DC system or battery voltage in volts (12, 24, 48, 51.2, ...).',
  },
  {
    name: 'chemistry',
    title: 'Chemistry',
    kind: 'string',
    words: 'options',
    categories: ['batteries'],
    options: ['Lithium (LiFePO4)', 'Gel', 'AGM', 'Tubular lead-acid', 'Flooded lead-acid'],
    description: 'Battery chemistry; decides cycle life and depth of discharge.',
  },
  {
    name: 'capacity',
    title: 'Capacity',
    kind: 'number',
    min: 1,
    max: 100000,
    categories: ['batteries', 'heat-pumps', 'water-heaters'],
    description: 'Batteries: ampere-hours (Ah). Heat pumps: heating output in kW. Water heaters: tank size in litres.',
  },
  {
    name: 'model',
    title: 'Model',
    kind: 'string',
    categories: ['packages'],
    description: 'Kit model name or code as the supplier sells it.',
  },
  {
    name: 'systemType',
    title: 'System type',
    kind: 'string',
    words: 'options',
    categories: ['packages'],
    options: ['Off-grid', 'Hybrid', 'Grid-tie', 'Solar home system'],
    description: 'How the kit works with or without the grid.',
  },
  {
    name: 'type',
    title: 'Accessory type',
    kind: 'string',
    words: 'product',
    categories: ['accessories'],
    description: 'What the part is: cable, breaker, isolator, connector, mounting, surge protector, meter, ...',
  },
  {
    name: 'function',
    title: 'Functions',
    kind: 'stringList',
    words: 'product',
    categories: ['accessories'],
    description: 'What the part does (protection, connection, mounting, monitoring, ...). Shoppers filter by all selected.',
  },
  {
    name: 'rating',
    title: 'Rating',
    kind: 'string',
    categories: ['accessories'],
    optionalFor: ['accessories'],
    description: 'Current, voltage or size rating as printed on the part, e.g. "63 A", "1000 V DC", "6 mm²".',
  },
  {
    name: 'phase',
    title: 'Phase',
    kind: 'string',
    words: 'options',
    categories: ['accessories'],
    optionalFor: ['accessories'],
    options: ['DC', 'Single phase', 'Three phase'],
    description: 'Leave empty where it does not apply.',
  },
  {
    name: 'pole',
    title: 'Poles',
    kind: 'string',
    categories: ['accessories'],
    optionalFor: ['accessories'],
    options: ['1P', '2P', '3P', '4P'],
    description: 'Number of poles of a breaker or isolator; leave empty otherwise.',
  },
  {
    name: 'batteryCapacity',
    title: 'Battery capacity',
    kind: 'number',
    unit: 'Wh',
    min: 1,
    max: 1000000,
    categories: ['back-up-systems', 'packages'],
    optionalFor: ['packages'],
    description:
      "Stored energy in watt-hours (a 2.5 kWh system is 2500). Home systems: the kit's whole battery bank; leave empty for a grid-tie kit without one.",
  },
  {
    name: 'pvPower',
    title: 'Solar array',
    kind: 'number',
    unit: 'W',
    min: 1,
    max: 1000000,
    categories: ['packages'],
    description: "Total peak power of the kit's panels in watts (Wp): ten 550 W panels are 5500.",
  },
  {
    name: 'controllerType',
    title: 'Controller type',
    kind: 'string',
    categories: ['charge-controllers'],
    options: ['MPPT', 'PWM'],
    description: 'MPPT harvests more from higher-voltage strings; PWM is the budget choice.',
  },
  {
    name: 'currentRating',
    title: 'Current rating',
    kind: 'number',
    unit: 'A',
    min: 1,
    max: 500,
    categories: ['charge-controllers'],
    description: 'Maximum charge current in amperes.',
  },
  {
    name: 'supportedVoltages',
    title: 'Supported battery voltages',
    kind: 'numberList',
    unit: 'V',
    min: 1,
    max: 1000,
    categories: ['charge-controllers'],
    description: 'Battery bank voltages the controller works with (12, 24, 36, 48).',
  },
  {
    name: 'pressureType',
    title: 'Pressure type',
    kind: 'string',
    words: 'options',
    categories: ['water-heaters'],
    options: ['Pressurised', 'Non-pressurised'],
    description: 'Pressurised systems feed showers at mains pressure.',
  },
  {
    name: 'tankMaterial',
    title: 'Tank material',
    kind: 'string',
    words: 'options',
    categories: ['water-heaters'],
    options: ['Stainless steel 304', 'Stainless steel 316', 'Enamel-lined steel', 'Galvanised steel'],
    description: 'Inner tank material; decides life with hard water.',
  },
  {
    name: 'wattage',
    title: 'Wattage',
    kind: 'number',
    unit: 'W',
    min: 1,
    max: 2000,
    categories: ['solar-floodlights'],
    description: 'Rated LED power in watts.',
  },
  {
    name: 'useCase',
    title: 'Use cases',
    kind: 'stringList',
    words: 'product',
    categories: ['solar-floodlights'],
    description: 'Where the light suits (security, compound, street, garden, ...). Shoppers filter by all selected.',
  },
];

/** The spec fields whose words each product translates in its own Kiswahili group (accessory type, functions, use cases). */
export const PRODUCT_WORD_SPECS: readonly SpecField[] = SPEC_FIELDS.filter((field) => field.words === 'product');

/** Unit of the capacity field, which means a different thing per category. */
export const CAPACITY_UNIT: Partial<Record<CategorySlug, string>> = {
  batteries: 'Ah',
  'heat-pumps': 'kW',
  'water-heaters': 'L',
};

export function specFieldsFor(category: CategorySlug): readonly SpecField[] {
  return SPEC_FIELDS.filter((field) => field.categories.includes(category));
}

export function isRequiredFor(field: SpecField, category: CategorySlug): boolean {
  return field.categories.includes(category) && !(field.optionalFor ?? []).includes(category);
}

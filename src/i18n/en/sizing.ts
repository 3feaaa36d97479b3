/**
 * Strings of the solar sizing calculator (issue 18). The rules' explanations, the ready list's
 * appliance names and the warnings are kept in their own blocks, so the calculator's island can
 * import just what it needs; the page's own strings (`sizing.page.*`) are in sizing-page.ts.
 */

/** One plain-language line per figure (src/lib/sizing/size-system.ts explainSizing), and the kit's reasons (recommend.ts). */
export const sizingRules = {
  'sizing.rule.dailyWh': 'Your appliances use {wh} Wh a day: watts × hours for each, fridges by their daily use.',
  'sizing.rule.peakW': 'If everything runs at once, they draw {w} W.',
  'sizing.rule.surgeW': 'When the biggest motor (a fridge or pump) starts, the draw jumps to {w} W for a few seconds.',
  'sizing.rule.surgeNone': 'Nothing on your list has a motor, so there is no starting surge above {w} W.',
  'sizing.rule.inverterHeadroom': 'The inverter must deliver at least {w} W: everything at once plus a quarter spare.',
  'sizing.rule.inverterSurge':
    'The inverter must deliver at least {w} W, so that its short burst (about twice its rating) can start the motor.',
  'sizing.rule.systemVoltage':
    'A {v} V system suits {wh} Wh a day (12 V under 1 kWh, 24 V up to 3 kWh, 48 V above); a higher voltage keeps the cable currents low.',
  'sizing.rule.battery':
    'The battery must hold {wh} Wh, that is {ah} Ah at {v} V: your daily use for the days without sun you chose, with room so it is never drained below its safe depth, and the inverter’s losses.',
  'sizing.rule.peakSunHours': {
    one: 'Your county gets about {hours} hour of full sun a day.',
    other: 'Your county gets about {hours} hours of full sun a day.',
  },
  'sizing.rule.pvW': {
    one: 'Panels of {w} W in total make that energy in {hours} hour of sun, after losses to heat, dust and wiring.',
    other: 'Panels of {w} W in total make that energy in {hours} hours of sun, after losses to heat, dust and wiring.',
  },
  'sizing.rule.controllerA': 'The charge controller must carry {a} A: the panels you install, at {v} V, with a quarter spare.',
  'sizing.rule.kit.package': 'A ready kit with at least {inverterW} W of inverter, {batteryWh} Wh of battery and {pvW} W of panels.',
  'sizing.rule.kit.inverter': 'Delivers {w} W, at least the {needW} W you need, and starts your motors.',
  'sizing.rule.kit.inverterHybrid':
    'Delivers {w} W, at least the {needW} W you need; it has a solar charge controller built in, so you need no separate one.',
  'sizing.rule.kit.battery': '{quantity} × {wh} Wh make the {needWh} Wh you need at {v} V.',
  'sizing.rule.kit.panels': '{quantity} × {w} W panels make the {needW} W you need.',
  'sizing.rule.kit.controller': 'Carries {a} A at {v} V, at least the {needA} A your panels need.',
} as const;

/** Names of the ready list's appliances (src/lib/sizing/appliances.ts). */
export const sizingAppliances = {
  'sizing.appliance.led-bulb': 'LED bulb',
  'sizing.appliance.tv-32': 'TV, 32 inch',
  'sizing.appliance.tv-43': 'TV, 43 inch',
  'sizing.appliance.decoder': 'TV decoder',
  'sizing.appliance.fridge': 'Fridge',
  'sizing.appliance.chest-freezer': 'Chest freezer',
  'sizing.appliance.laptop': 'Laptop',
  'sizing.appliance.phone-charging': 'Phone charging',
  'sizing.appliance.fan': 'Fan',
  'sizing.appliance.iron-box': 'Iron box',
  'sizing.appliance.microwave': 'Microwave',
  'sizing.appliance.water-pump-surface': 'Water pump (surface)',
  'sizing.appliance.borehole-pump': 'Borehole pump',
  'sizing.appliance.kettle': 'Electric kettle',
  'sizing.appliance.electric-shower': 'Electric shower',
  'sizing.appliance.radio': 'Radio',
  'sizing.appliance.router': 'Wi-Fi router',
} as const;

/** The calculator's warnings (SizingWarning in src/lib/sizing/types.ts). */
export const sizingWarnings = {
  'sizing.warning.heavyLoad':
    '{name} draws {w} W. A load this big needs a far larger inverter and battery than the rest of your home; use it on the grid or a generator, or budget for it.',
  'sizing.warning.heating':
    '{name} makes heat from electricity and empties a battery fast. Cook and heat water with LPG, solar water heating or the grid instead.',
  'sizing.warning.licensedInstaller': 'Have this system installed by a technician licensed by EPRA for class {class} ({classMeaning}).',
  'sizing.warning.class.T1': 'single-panel DC systems up to 100 W',
  'sizing.warning.class.T2': 'systems up to 300 W, with several batteries and an inverter',
  'sizing.warning.class.T3': 'larger, hybrid and grid-connected systems',
} as const;

export const sizing = {
  ...sizingRules,
  ...sizingAppliances,
  ...sizingWarnings,
} as const;

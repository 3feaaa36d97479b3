import type { ProductSeed } from './types.ts';

type Phase = 'DC' | 'Single phase' | 'Three phase';

/** An accessory row: type, functions and (where they apply) rating, phase and poles. */
function acc(
  slug: string,
  name: string,
  brand: string,
  price: number,
  type: string,
  fn: string[],
  blurb: string,
  features: string[],
  extra: { rating?: string; phase?: Phase; pole?: '1P' | '2P' | '3P' | '4P'; inStock?: boolean } = {},
): ProductSeed {
  const specs: ProductSeed['specs'] = { type, function: fn };
  if (extra.rating) specs.rating = extra.rating;
  if (extra.phase) specs.phase = extra.phase;
  if (extra.pole) specs.pole = extra.pole;
  return { slug, name, brand, price, blurb, features, specs, ...(extra.inStock === false ? { inStock: false } : {}) };
}

const pvCable = (mm: number, colour: 'Red' | 'Black', price: number) =>
  acc(`pv-cable-${mm}mm-${colour.toLowerCase()}`, `PV Cable ${mm} mm² ${colour} (per metre)`, 'Kenwest', price, 'Cable', ['Connection'], 'Tinned copper DC solar cable.', ['UV resistant', 'Double insulated, 1500 V DC', 'Tinned copper against corrosion'], { rating: `${mm} mm²`, phase: 'DC' });

const batteryCable = (mm: number, price: number) =>
  acc(`battery-cable-${mm}mm-1m-pair`, `Battery Cable ${mm} mm² with Lugs, 1 m Pair`, 'Kenwest', price, 'Cable', ['Connection'], 'Flexible copper cables, red and black, crimped with lugs, to join battery and inverter.', ['Fine-stranded, flexible', 'Crimped copper lugs', 'Red and black pair'], { rating: `${mm} mm²`, phase: 'DC' });

const dcMcb = (amps: number, price: number) =>
  acc(`chint-nb1-63dc-2p-${amps}a`, `Chint NB1-63DC DC Breaker 2P ${amps} A`, 'Chint', price, 'Circuit breaker', ['Protection', 'Isolation'], 'A DC miniature circuit breaker for PV strings and battery circuits up to 550 V DC.', ['550 V DC', 'DIN-rail mount', 'Polarity-marked terminals'], { rating: `${amps} A`, phase: 'DC', pole: '2P' });

const acMcb = (slug: string, name: string, brand: string, price: number, amps: number, pole: '1P' | '2P' | '3P', phase: Phase) =>
  acc(slug, name, brand, price, 'Circuit breaker', ['Protection'], 'An AC miniature circuit breaker for distribution boards.', ['Type C curve', '6 kA breaking capacity', 'DIN-rail mount'], { rating: `${amps} A`, phase, pole });

export const accessories: ProductSeed[] = [
  pvCable(4, 'Red', 180),
  pvCable(4, 'Black', 180),
  pvCable(6, 'Red', 250),
  pvCable(6, 'Black', 250),
  pvCable(10, 'Red', 420),
  pvCable(10, 'Black', 420),
  batteryCable(25, 2400),
  batteryCable(35, 3200),
  batteryCable(50, 4500),
  batteryCable(70, 6200),
  acc('staubli-mc4-connector-pair', 'Stäubli MC4 Connector Pair', 'Stäubli', 650, 'Connector', ['Connection'], 'The original MC4 plug and socket for joining solar panel cables.', ['IP68 when mated', '1500 V DC', 'For 4 and 6 mm² cable'], { rating: '30 A', phase: 'DC' }),
  acc('mc4-y-branch-2-to-1', 'MC4 Y-Branch Connector 2-to-1 Pair', 'Suntree', 1200, 'Connector', ['Connection'], 'Joins two panel strings in parallel without a combiner box.', ['IP67', '1000 V DC', 'Pair: positive and negative'], { rating: '30 A', phase: 'DC' }),
  acc('mc4-crimping-tool-kit', 'MC4 Crimping Tool Kit', 'Suntree', 4500, 'Tool', ['Installation'], 'Crimper, spanners and stripper for making MC4 connections that last.', ['Ratchet crimper for 2.5-6 mm²', 'Two MC4 spanners', 'Carry case']),
  dcMcb(16, 950),
  dcMcb(32, 1050),
  dcMcb(63, 1350),
  acc('schneider-acti9-c60h-dc-2p-25a', 'Schneider Acti9 C60H-DC Breaker 2P 25 A', 'Schneider Electric', 3800, 'Circuit breaker', ['Protection', 'Isolation'], 'A premium DC breaker for PV and battery circuits.', ['500 V DC', 'Visi-trip indicator', 'IEC 60947-2'], { rating: '25 A', phase: 'DC', pole: '2P' }),
  acMcb('hager-mcb-1p-10a', 'Hager MCB 1P 10 A', 'Hager', 450, 10, '1P', 'Single phase'),
  acMcb('hager-mcb-1p-20a', 'Hager MCB 1P 20 A', 'Hager', 450, 20, '1P', 'Single phase'),
  acMcb('hager-mcb-1p-32a', 'Hager MCB 1P 32 A', 'Hager', 480, 32, '1P', 'Single phase'),
  acMcb('hager-mcb-3p-63a', 'Hager MCB 3P 63 A', 'Hager', 2900, 63, '3P', 'Three phase'),
  acMcb('schneider-easy9-1p-16a', 'Schneider Easy9 MCB 1P 16 A', 'Schneider Electric', 420, 16, '1P', 'Single phase'),
  acMcb('schneider-easy9-2p-40a', 'Schneider Easy9 MCB 2P 40 A', 'Schneider Electric', 1100, 40, '2P', 'Single phase'),
  acc('hager-rccb-2p-40a-30ma', 'Hager RCCB 2P 40 A 30 mA', 'Hager', 4200, 'Residual current device', ['Protection', 'Safety'], 'Cuts the power when current leaks to earth, protecting people from shock.', ['30 mA sensitivity', 'Test button', 'Type AC'], { rating: '40 A', phase: 'Single phase', pole: '2P' }),
  acc('chint-rcbo-1p-n-32a', 'Chint RCBO 1P+N 32 A 30 mA', 'Chint', 2600, 'Residual current device', ['Protection', 'Safety'], 'Overcurrent and earth-leakage protection in one module.', ['30 mA sensitivity', 'Type C curve', 'DIN-rail mount'], { rating: '32 A', phase: 'Single phase', pole: '2P' }),
  acc('suntree-siso-32-dc-isolator', 'Suntree SISO-32 DC Isolator 4P 32 A', 'Suntree', 2800, 'Isolator', ['Isolation', 'Safety'], 'A rotary DC isolator in a weatherproof box, for switching off panel strings safely.', ['1000 V DC', 'IP66 enclosure', 'Lockable handle'], { rating: '32 A', phase: 'DC', pole: '4P' }),
  acc('chint-nh2-dc-isolator-32a', 'Chint NH2 DC Isolator 4P 32 A', 'Chint', 2500, 'Isolator', ['Isolation', 'Safety'], 'A DIN-rail DC load-break switch for PV strings.', ['1200 V DC', 'DIN-rail mount', 'Padlockable'], { rating: '32 A', phase: 'DC', pole: '4P' }),
  acc('chint-nm1-125a-3p-mccb', 'Chint NM1 MCCB 3P 125 A', 'Chint', 9800, 'Circuit breaker', ['Protection', 'Isolation'], 'A moulded-case breaker for main switchboards and large inverters.', ['25 kA breaking capacity', 'Adjustable trip', 'Front-operated'], { rating: '125 A', phase: 'Three phase', pole: '3P' }),
  acc('dc-mccb-250a-battery-breaker', 'DC MCCB 2P 250 A Battery Breaker', 'Suntree', 7800, 'Circuit breaker', ['Protection', 'Isolation'], 'Protects the heavy cable between a 48 V battery bank and the inverter.', ['250 V DC', 'High breaking capacity', 'Rear-connect terminals'], { rating: '250 A', phase: 'DC', pole: '2P' }),
  acc('chint-gpv-fuse-holder-15a', 'Chint gPV Fuse and Holder 15 A', 'Chint', 850, 'Fuse', ['Protection'], 'String fuse for combiners where three or more strings run in parallel.', ['1000 V DC gPV fuse', 'DIN-rail holder', '10 × 38 mm'], { rating: '15 A', phase: 'DC', pole: '1P' }),
  acc('anl-fuse-200a-with-holder', 'ANL Fuse 200 A with Holder', 'Victron Energy', 2200, 'Fuse', ['Protection'], 'Main battery fuse for 12 and 24 V systems.', ['200 A ANL fuse', 'Insulated holder', '58 V DC'], { rating: '200 A', phase: 'DC' }),
  acc('chint-nu6-ii-dc-spd-1000v', 'Chint NU6-II DC Surge Protector 1000 V', 'Chint', 3400, 'Surge protector', ['Protection', 'Surge protection'], 'Diverts lightning surges on PV strings to earth before they reach the inverter.', ['Type 2', '40 kA maximum discharge', 'Replaceable cartridges'], { rating: '1000 V DC', phase: 'DC', pole: '2P' }),
  acc('hager-ac-spd-1p-n', 'Hager AC Surge Protector 1P+N', 'Hager', 6800, 'Surge protector', ['Protection', 'Surge protection'], 'Protects the home\'s appliances from surges on the AC side.', ['Type 2', '40 kA', 'End-of-life indicator'], { rating: '275 V AC', phase: 'Single phase', pole: '2P' }),
  acc('schneider-iprd-3p-n-spd', 'Schneider iPRD 3P+N Surge Protector', 'Schneider Electric', 14500, 'Surge protector', ['Protection', 'Surge protection'], 'Surge protection for three-phase boards.', ['Type 2', '40 kA', 'Remote indication contact'], { rating: '350 V AC', phase: 'Three phase', pole: '4P' }),
  acc('hager-changeover-switch-63a', 'Hager Manual Changeover Switch 2P 63 A', 'Hager', 5200, 'Changeover switch', ['Switching', 'Isolation'], 'Switches the home between KPLC, inverter or generator without back-feeding.', ['I-0-II positions', 'DIN-rail mount', '63 A'], { rating: '63 A', phase: 'Single phase', pole: '2P' }),
  acc('chint-nxz-ats-63a-4p', 'Chint NXZ Automatic Transfer Switch 4P 63 A', 'Chint', 24500, 'Changeover switch', ['Switching', 'Automation'], 'Switches to the generator by itself when the grid fails, and back when it returns.', ['Automatic, with manual override', 'Adjustable delay', 'Three-phase'], { rating: '63 A', phase: 'Three phase', pole: '4P' }),
  acc('pv-combiner-box-2-in-1-out', 'PV Combiner Box 2 In 1 Out', 'Suntree', 9500, 'Combiner box', ['Protection', 'Connection'], 'A pre-wired box with fuses, isolator and surge protector for two strings.', ['IP65', 'Surge protector fitted', 'DC isolator fitted'], { rating: '1000 V DC', phase: 'DC' }),
  acc('pv-combiner-box-4-in-1-out', 'PV Combiner Box 4 In 1 Out', 'Suntree', 16500, 'Combiner box', ['Protection', 'Connection'], 'A pre-wired combiner for four strings with gPV fuses.', ['IP65', 'Four gPV fuses', 'Surge protector fitted'], { rating: '1000 V DC', phase: 'DC' }, ),
  acc('aluminium-mounting-rail-4-2m', 'Aluminium Mounting Rail 4.2 m', 'K2 Systems', 3800, 'Mounting', ['Mounting'], 'Anodised rail that carries panels on iron-sheet, tile or ground mounts.', ['Anodised, no rust', 'Fits mid and end clamps', '4.2 m length'], { rating: '4.2 m' }),
  acc('solar-panel-mid-clamp', 'Solar Panel Mid Clamp (each)', 'K2 Systems', 250, 'Mounting', ['Mounting'], 'Holds two neighbouring panels to the rail.', ['For 30-40 mm frames', 'Stainless bolt', 'Earthing teeth']),
  acc('solar-panel-end-clamp', 'Solar Panel End Clamp (each)', 'K2 Systems', 250, 'Mounting', ['Mounting'], 'Holds the outer edge of the last panel in a row.', ['For 30-40 mm frames', 'Stainless bolt']),
  acc('l-foot-iron-sheet-roof', 'L-Foot for Iron-Sheet Roofs (each)', 'K2 Systems', 350, 'Mounting', ['Mounting'], 'Fixes the rail to a corrugated or box-profile iron-sheet roof.', ['EPDM seal against leaks', 'Self-tapping screws included']),
  acc('tile-roof-hook', 'Tile Roof Hook (each)', 'K2 Systems', 650, 'Mounting', ['Mounting'], 'Fixes the rail to a tiled roof without breaking tiles.', ['Stainless steel', 'Adjustable height']),
  acc('ground-mount-kit-4-panels', 'Ground Mount Kit for 4 Panels', 'K2 Systems', 24000, 'Mounting', ['Mounting'], 'A tilted aluminium frame for four large panels on the ground.', ['Adjustable tilt 10-30°', 'Galvanised base plates', 'All bolts included'], { inStock: false }),
  acc('inverter-wall-bracket', 'Inverter Wall-Mount Bracket', 'Growatt', 1500, 'Mounting', ['Mounting'], 'A steel bracket for hanging an inverter on a masonry wall.', ['Powder-coated steel', 'Anchors included']),
  acc('victron-bmv-712-battery-monitor', 'Victron BMV-712 Smart Battery Monitor', 'Victron Energy', 24500, 'Monitor', ['Monitoring'], 'Shows state of charge, current and time remaining, also on your phone.', ['500 A shunt included', 'Bluetooth', 'Alarm relay'], { rating: '500 A', phase: 'DC' }),
  acc('victron-smartshunt-500a', 'Victron SmartShunt 500 A', 'Victron Energy', 17500, 'Monitor', ['Monitoring'], 'A battery monitor without a display; read it over Bluetooth.', ['Bluetooth', 'VE.Direct port', 'Accurate state of charge'], { rating: '500 A', phase: 'DC' }),
  acc('victron-cerbo-gx', 'Victron Cerbo GX', 'Victron Energy', 52000, 'Monitor', ['Monitoring', 'Automation'], 'The control centre of a Victron system, with remote monitoring on VRM.', ['VRM online portal', 'Generator auto-start', 'Touch display option']),
  acc('growatt-shinewifi-x', 'Growatt ShineWiFi-X Monitoring Stick', 'Growatt', 4500, 'Monitor', ['Monitoring'], 'Sends your Growatt inverter\'s data to the ShinePhone app.', ['Plug-in USB', '2.4 GHz Wi-Fi']),
  acc('deye-wifi-data-logger', 'Deye Wi-Fi Data Logger', 'Deye', 5500, 'Monitor', ['Monitoring'], 'Remote monitoring for Deye inverters through the Solarman app.', ['Solarman app', '2.4 GHz Wi-Fi']),
  acc('chint-ddsu666-energy-meter', 'Chint DDSU666 Single-phase Energy Meter', 'Chint', 3500, 'Meter', ['Monitoring', 'Metering'], 'Measures energy for export limiting on hybrid and grid-tie inverters.', ['RS485 Modbus', 'DIN-rail mount'], { rating: '80 A', phase: 'Single phase', pole: '2P' }),
  acc('chint-dtsu666-three-phase-meter', 'Chint DTSU666 Three-phase Energy Meter', 'Chint', 7500, 'Meter', ['Monitoring', 'Metering'], 'A three-phase meter for export limiting on three-phase inverters.', ['RS485 Modbus', 'DIN-rail mount'], { rating: '80 A', phase: 'Three phase', pole: '4P' }),
  acc('copper-earth-rod-1-2m', 'Copper-Bonded Earth Rod 1.2 m with Clamp', 'Kenwest', 2200, 'Earthing', ['Safety', 'Protection'], 'Earths the panel frames and the system to protect against shock and lightning.', ['Copper-bonded steel', 'Clamp included'], { rating: '1.2 m' }),
  acc('earth-cable-16mm-green-yellow', 'Earth Cable 16 mm² Green/Yellow (per metre)', 'Kenwest', 380, 'Cable', ['Safety', 'Connection'], 'Earth conductor from the panel frames and inverter to the earth rod.', ['PVC insulated', 'Stranded copper'], { rating: '16 mm²' }),
  acc('lightning-arrester-esr', 'Early Streamer Lightning Arrester', 'Suntree', 38000, 'Lightning protection', ['Safety', 'Surge protection'], 'Protects rooftop arrays on exposed sites in lightning-prone areas.', ['Early streamer emission', 'Mast and clamps included'], { inStock: false }),
  acc('uv-cable-ties-300mm-100pcs', 'UV-Resistant Cable Ties 300 mm (100 pcs)', 'Suntree', 650, 'Cable management', ['Installation'], 'Black UV-stable ties for fixing cables under panels.', ['UV-stabilised nylon', '300 × 4.8 mm']),
  acc('pvc-conduit-25mm-3m', 'PVC Conduit 25 mm, 3 m', 'Kenwest', 350, 'Cable management', ['Installation', 'Protection'], 'Protects cable runs on walls and roofs.', ['Heavy gauge', '3 m length'], { rating: '25 mm' }),
  acc('cable-glands-m20-10pcs', 'Cable Glands M20 (10 pcs)', 'Suntree', 700, 'Cable management', ['Installation', 'Protection'], 'Seals cable entries into combiner and distribution boxes.', ['IP68', 'Nylon']),
  acc('heat-shrink-tubing-assortment', 'Heat-Shrink Tubing Assortment', 'Suntree', 900, 'Cable management', ['Installation'], 'Insulates and colour-codes crimped lugs and joints.', ['Red and black', 'Several sizes']),
  acc('copper-lugs-35mm-10pcs', 'Copper Cable Lugs 35 mm² (10 pcs)', 'Kenwest', 800, 'Connector', ['Connection'], 'Tinned copper lugs for battery and inverter cables.', ['Tinned copper', 'M8 hole'], { rating: '35 mm²', phase: 'DC' }),
  acc('lithium-battery-rack-4-modules', 'Battery Rack for 4 Lithium Modules', 'Felicity Solar', 18500, 'Battery rack', ['Mounting'], 'A steel cabinet rack for four 19-inch lithium battery modules.', ['Powder-coated steel', 'Busbars included']),
  acc('victron-lynx-distributor', 'Victron Lynx Distributor', 'Victron Energy', 29500, 'Busbar', ['Connection', 'Protection'], 'A fused DC busbar for connecting batteries, inverters and loads neatly.', ['Four fused outputs', '1000 A busbar'], { rating: '1000 A', phase: 'DC' }),
  acc('victron-blue-smart-charger-12-15', 'Victron Blue Smart IP65 Charger 12 V 15 A', 'Victron Energy', 14500, 'Battery charger', ['Charging'], 'Charges a 12 V battery from the mains, with Bluetooth.', ['Bluetooth', 'Lithium mode', 'IP65'], { rating: '15 A', phase: 'Single phase' }),
  acc('victron-orion-tr-12-12-30', 'Victron Orion-Tr 12/12-30 DC-DC Converter', 'Victron Energy', 16500, 'DC-DC converter', ['Charging', 'Conversion'], 'Charges a second battery from a vehicle\'s alternator.', ['Isolated', 'Remote on/off'], { rating: '30 A', phase: 'DC' }),
  acc('hager-8-way-distribution-board', 'Hager 8-Way Distribution Board', 'Hager', 4800, 'Enclosure', ['Distribution'], 'A surface-mount board for the inverter\'s backup circuits.', ['8 modules', 'Neutral and earth bars']),
  acc('dc-distribution-box-ip65', 'DC Distribution Box IP65, 12 Way', 'Suntree', 3200, 'Enclosure', ['Distribution', 'Protection'], 'A weatherproof box for DC breakers and isolators.', ['IP65', 'Transparent cover', '12 modules']),
  acc('solar-panel-cleaning-kit', 'Solar Panel Cleaning Kit with 3 m Pole', 'Suntree', 5500, 'Cleaning', ['Maintenance'], 'A soft brush on an extendable pole; clean panels give up to 15% more power in dusty areas.', ['Soft bristles', 'Extends to 3 m', 'Hose connector']),
  acc('mc4-inline-fuse-15a', 'MC4 Inline Fuse 15 A', 'Suntree', 900, 'Fuse', ['Protection'], 'A string fuse inside an MC4 housing, for simple parallel strings.', ['1000 V DC', 'IP67'], { rating: '15 A', phase: 'DC' }),
  acc('battery-terminal-protectors', 'Battery Terminal Covers, Red and Black (pair)', 'Kenwest', 300, 'Battery accessory', ['Safety'], 'Prevents accidental short circuits on battery terminals.', ['Flexible PVC', 'Fits most terminals']),
];

import { PACK_EDITIONS, type Edition, type Family } from './family.ts';

/** Model families of accessories: parts sold by brand, rating and pack size, after the seed's lines. */

type Phase = 'DC' | 'Single phase' | 'Three phase';
type Pole = '1P' | '2P' | '3P' | '4P';

interface Part {
  brands: string[];
  name: (brand: string, size: number, edition: string) => string;
  sizes: number[];
  price: (size: number) => number;
  type: string;
  fn: string[];
  rating?: (size: number) => string;
  phase?: Phase;
  pole?: Pole;
  blurb: string;
  features: string[];
  image: string;
  editions?: readonly Edition[];
}

function part(p: Part): Family {
  return {
    category: 'accessories',
    brands: p.brands,
    name: p.name,
    sizes: p.sizes,
    price: p.price,
    specs: (size) => ({
      type: p.type,
      function: p.fn,
      ...(p.rating ? { rating: p.rating(size) } : {}),
      ...(p.phase ? { phase: p.phase } : {}),
      ...(p.pole ? { pole: p.pole } : {}),
    }),
    blurb: p.blurb,
    features: p.features,
    image: p.image,
    editions: p.editions ?? PACK_EDITIONS,
  };
}

const amps = (s: number) => `${s} A`;
const mm2 = (s: number) => `${s} mm²`;
const BREAKER_BRANDS = ['Chint', 'Schneider Electric', 'Hager', 'ABB', 'Eaton', 'Siemens'];
const DC_BRANDS = ['Chint', 'Suntree', 'Schneider Electric', 'ABB', 'Tomzn'];
const CABLE_BRANDS = ['Kenwest', 'East African Cables', 'Metsec', 'Kewal'];
const ROLLS: readonly Edition[] = [[1, 'per metre'], [10, '10 m'], [25, '25 m roll'], [50, '50 m roll'], [100, '100 m roll']].map(([m, label]) => ({ label: ` (${label})`, priceFactor: (m as number) * 0.95 }));
const COLOURED_ROLLS: readonly Edition[] = ['Red', 'Black'].flatMap((colour) => ROLLS.map((roll) => ({ label: ` ${colour}${roll.label}`, priceFactor: roll.priceFactor })));

export const accessoryFamilies: Family[] = [
  part({ brands: CABLE_BRANDS, name: (b, s, e) => `${b} PV Cable ${s} mm²${e}`, sizes: [2.5, 4, 6, 10, 16], price: (s) => 60 + s * 36, type: 'Cable', fn: ['Connection'], rating: mm2, phase: 'DC', blurb: 'Tinned copper DC solar cable.', features: ['UV resistant', 'Double insulated, 1500 V DC'], image: 'pv-cable-6mm-red', editions: COLOURED_ROLLS }),
  part({ brands: CABLE_BRANDS, name: (b, s, e) => `${b} Battery Cable ${s} mm² with Lugs${e}`, sizes: [16, 25, 35, 50, 70, 95, 120], price: (s) => 900 + s * 75, type: 'Cable', fn: ['Connection'], rating: mm2, phase: 'DC', blurb: 'Flexible copper cables, crimped with lugs, to join battery and inverter.', features: ['Fine-stranded, flexible', 'Crimped copper lugs'], image: 'battery-cable-35mm-1m-pair', editions: [0.5, 1, 1.5, 2, 3].map((m) => ({ label: `, ${m} m Pair`, priceFactor: 0.6 + m * 0.4 })) }),
  part({ brands: CABLE_BRANDS, name: (b, s, e) => `${b} Earth Cable ${s} mm² Green/Yellow${e}`, sizes: [6, 10, 16, 25, 35], price: (s) => 80 + s * 19, type: 'Cable', fn: ['Safety', 'Connection'], rating: mm2, blurb: 'Earth conductor from the panel frames and inverter to the earth rod.', features: ['PVC insulated', 'Stranded copper'], image: 'earth-cable-16mm-green-yellow', editions: ROLLS }),
  part({ brands: DC_BRANDS, name: (b, s, e) => `${b} DC Breaker 2P ${s} A${e}`, sizes: [6, 10, 16, 20, 25, 32, 40, 50, 63], price: (s) => 800 + s * 9, type: 'Circuit breaker', fn: ['Protection', 'Isolation'], rating: amps, phase: 'DC', pole: '2P', blurb: 'A DC miniature circuit breaker for PV strings and battery circuits.', features: ['550 V DC', 'DIN-rail mount'], image: 'chint-nb1-63dc-2p-32a' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} MCB 1P ${s} A${e}`, sizes: [6, 10, 16, 20, 25, 32, 40, 50, 63], price: (s) => 350 + s * 3, type: 'Circuit breaker', fn: ['Protection'], rating: amps, phase: 'Single phase', pole: '1P', blurb: 'An AC miniature circuit breaker for distribution boards.', features: ['Type C curve', '6 kA breaking capacity'], image: 'hager-mcb-1p-20a' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} MCB 2P ${s} A${e}`, sizes: [6, 10, 16, 20, 25, 32, 40, 50, 63], price: (s) => 800 + s * 6, type: 'Circuit breaker', fn: ['Protection'], rating: amps, phase: 'Single phase', pole: '2P', blurb: 'A double-pole AC breaker for inverter outputs and sub-boards.', features: ['Type C curve', 'DIN-rail mount'], image: 'schneider-easy9-2p-40a' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} MCB 3P ${s} A${e}`, sizes: [10, 16, 20, 25, 32, 40, 50, 63], price: (s) => 1500 + s * 22, type: 'Circuit breaker', fn: ['Protection'], rating: amps, phase: 'Three phase', pole: '3P', blurb: 'A three-pole breaker for three-phase boards.', features: ['Type C curve', '10 kA breaking capacity'], image: 'hager-mcb-3p-63a' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} MCCB 3P ${s} A${e}`, sizes: [100, 125, 160, 200, 250, 400], price: (s) => 4000 + s * 45, type: 'Circuit breaker', fn: ['Protection', 'Isolation'], rating: amps, phase: 'Three phase', pole: '3P', blurb: 'A moulded-case breaker for main switchboards and large inverters.', features: ['Adjustable trip', 'Front-operated'], image: 'chint-nm1-125a-3p-mccb' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} RCCB 2P ${s} A 30 mA${e}`, sizes: [25, 40, 63, 80, 100], price: (s) => 2800 + s * 30, type: 'Residual current device', fn: ['Protection', 'Safety'], rating: amps, phase: 'Single phase', pole: '2P', blurb: 'Cuts the power when current leaks to earth, protecting people from shock.', features: ['30 mA sensitivity', 'Test button'], image: 'hager-rccb-2p-40a-30ma' }),
  part({ brands: DC_BRANDS, name: (b, s, e) => `${b} DC Isolator 4P ${s} A${e}`, sizes: [16, 25, 32, 40, 50, 63], price: (s) => 1800 + s * 30, type: 'Isolator', fn: ['Isolation', 'Safety'], rating: amps, phase: 'DC', pole: '4P', blurb: 'A DC isolator for switching off panel strings safely.', features: ['1000 V DC', 'Lockable handle'], image: 'suntree-siso-32-dc-isolator' }),
  part({ brands: DC_BRANDS, name: (b, s, e) => `${b} gPV Fuse and Holder ${s} A${e}`, sizes: [10, 12, 15, 20, 25, 32], price: (s) => 600 + s * 15, type: 'Fuse', fn: ['Protection'], rating: amps, phase: 'DC', pole: '1P', blurb: 'String fuse for combiners where three or more strings run in parallel.', features: ['1000 V DC gPV fuse', 'DIN-rail holder'], image: 'chint-gpv-fuse-holder-15a' }),
  part({ brands: DC_BRANDS, name: (b, s, e) => `${b} DC Surge Protector ${s} V${e}`, sizes: [500, 600, 800, 1000, 1200], price: (s) => 1800 + s * 1.8, type: 'Surge protector', fn: ['Protection', 'Surge protection'], rating: (s) => `${s} V DC`, phase: 'DC', pole: '2P', blurb: 'Diverts lightning surges on PV strings to earth before they reach the inverter.', features: ['Type 2', 'Replaceable cartridges'], image: 'chint-nu6-ii-dc-spd-1000v' }),
  part({ brands: BREAKER_BRANDS, name: (b, s, e) => `${b} Changeover Switch 2P ${s} A${e}`, sizes: [32, 40, 63, 80, 100, 125], price: (s) => 2500 + s * 45, type: 'Changeover switch', fn: ['Switching', 'Isolation'], rating: amps, phase: 'Single phase', pole: '2P', blurb: 'Switches the home between KPLC, inverter or generator without back-feeding.', features: ['I-0-II positions', 'DIN-rail mount'], image: 'hager-changeover-switch-63a' }),
  part({ brands: ['Suntree', 'Tomzn', 'Chint'], name: (b, s, e) => `${b} PV Combiner Box ${s} In 1 Out${e}`, sizes: [1, 2, 3, 4, 6, 8], price: (s) => 5000 + s * 2300, type: 'Combiner box', fn: ['Protection', 'Connection'], rating: () => '1000 V DC', phase: 'DC', blurb: 'A pre-wired box with fuses, isolator and surge protector.', features: ['IP65', 'Surge protector fitted'], image: 'pv-combiner-box-4-in-1-out' }),
  part({ brands: ['K2 Systems', 'Schletter', 'Clenergy'], name: (b, s, e) => `${b} Aluminium Mounting Rail ${s} m${e}`, sizes: [2.1, 3.15, 4.2, 5.3, 6.3], price: (s) => 400 + s * 820, type: 'Mounting', fn: ['Mounting'], rating: (s) => `${s} m`, blurb: 'Anodised rail that carries panels on iron-sheet, tile or ground mounts.', features: ['Anodised, no rust', 'Fits mid and end clamps'], image: 'aluminium-mounting-rail-4-2m' }),
  part({ brands: ['K2 Systems', 'Schletter', 'Clenergy'], name: (b, s, e) => `${b} Panel Clamp for ${s} mm Frames${e}`, sizes: [30, 32, 35, 38, 40], price: () => 250, type: 'Mounting', fn: ['Mounting'], rating: (s) => `${s} mm`, blurb: 'Holds panels to the rail.', features: ['Stainless bolt', 'Earthing teeth'], image: 'solar-panel-mid-clamp' }),
  part({ brands: ['Kenwest', 'Suntree'], name: (b, s, e) => `${b} Copper-Bonded Earth Rod ${s} m${e}`, sizes: [1.2, 1.5, 1.8, 2.4, 3], price: (s) => 700 + s * 1250, type: 'Earthing', fn: ['Safety', 'Protection'], rating: (s) => `${s} m`, blurb: 'Earths the panel frames and the system against shock and lightning.', features: ['Copper-bonded steel', 'Clamp included'], image: 'copper-earth-rod-1-2m' }),
  part({ brands: ['Kenwest', 'Suntree'], name: (b, s, e) => `${b} Copper Cable Lugs ${s} mm²${e}`, sizes: [6, 10, 16, 25, 35, 50, 70, 95], price: (s) => 30 + s * 2, type: 'Connector', fn: ['Connection'], rating: mm2, phase: 'DC', blurb: 'Tinned copper lugs for battery and inverter cables.', features: ['Tinned copper'], image: 'copper-lugs-35mm-10pcs' }),
  part({ brands: ['Kenwest', 'Suntree'], name: (b, s, e) => `${b} PVC Conduit ${s} mm, 3 m${e}`, sizes: [16, 20, 25, 32, 40, 50], price: (s) => 120 + s * 9, type: 'Cable management', fn: ['Installation', 'Protection'], rating: (s) => `${s} mm`, blurb: 'Protects cable runs on walls and roofs.', features: ['Heavy gauge', '3 m length'], image: 'pvc-conduit-25mm-3m' }),
  part({ brands: ['Victron Energy'], name: (_, s, e) => `Victron SmartShunt ${s} A${e}`, sizes: [300, 500, 1000, 2000], price: (s) => 14000 + s * 7, type: 'Monitor', fn: ['Monitoring'], rating: amps, phase: 'DC', blurb: 'A battery monitor without a display; read it over Bluetooth.', features: ['Bluetooth', 'Accurate state of charge'], image: 'victron-smartshunt-500a', editions: PACK_EDITIONS.slice(0, 2) }),
  part({ brands: ['Victron Energy'], name: (_, s, e) => `Victron Blue Smart IP65 Charger 12 V ${s} A${e}`, sizes: [4, 5, 7, 10, 15], price: (s) => 5000 + s * 640, type: 'Battery charger', fn: ['Charging'], rating: amps, phase: 'Single phase', blurb: 'Charges a 12 V battery from the mains, with Bluetooth.', features: ['Bluetooth', 'Lithium mode'], image: 'victron-blue-smart-charger-12-15', editions: PACK_EDITIONS.slice(0, 2) }),
];

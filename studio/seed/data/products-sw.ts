import { productsSwAccessories, warrantyCoversSwAccessories } from './products-sw-accessories.ts';
import { productsSwMore, warrantyCoversSwMore } from './products-sw-more.ts';
import { productsSwPower, warrantyCoversSwPower } from './products-sw-power.ts';

/**
 * Kiswahili for the demo's home systems (the Home Systems category, `packages`) and for every
 * product the home page shows (flash sale, must-haves, special offers, featured ads, lighting
 * deals), by product slug; the other products are in the group files (products-sw-*.ts).
 * Written from the glossary in reference/kiswahili-commerce.md: inverter, MPPT, LiFePO4, brands,
 * models, numbers and units as printed; have a Kenyan reviewer read it before launch.
 */
export interface ProductSeedSw {
  /** The product's own sentence or two; the generator adds the Kiswahili spec summary. */
  blurb: string;
  features: string[];
  /** Search words beyond those the generator derives (brand, category, spec choices). */
  tags?: string[];
  /** The free-text specs that are words (spec-fields.ts `words: 'product'`), in the English order. */
  specs?: { type?: string; function?: string[]; useCase?: string[] };
}

const productsSwHome: Record<string, ProductSeedSw> = {
  // Home systems (packages).
  'special-offer-1': {
    blurb:
      'Mfumo wetu kamili zaidi wa nyumbani: paneli kumi za Jinko za 550 W, inverter ya hybrid ya Deye ya 5 kW na betri mbili za lithium za 5.12 kWh, pamoja na vifaa vya kupachika, kinga na waya. Huendesha nyumba nzima, ikiwemo friji, pampu ya kisima na jiko la umeme, hata umeme ukikatika.',
    features: [
      'Paneli 10 × Jinko Tiger Neo 550 W (5.5 kWp)',
      'Inverter ya hybrid ya Deye SUN-5K-SG03LP1',
      'Betri 2 × 5.12 kWh za LiFePO4',
      'Reli za kupachika, kinga ya DC/AC na waya',
      'Dhamana ya ufungaji ya miaka miwili',
    ],
    tags: ['ofa maalum', 'nyumba nzima'],
  },
  'home-system-1kw-off-grid': {
    blurb: 'Taa, TV, kuchaji simu na friji ndogo kwa nyumba isiyo na umeme wa gridi.',
    features: [
      'Paneli 2 × Canadian Solar 370 W',
      'Inverter ya Must EP2000 Pro 1 kW',
      'Betri ya gel ya Ritar 12 V 200 Ah',
      'Vifaa vya kupachika, breaker na waya',
    ],
  },
  'home-system-3kw-off-grid': {
    blurb: 'Mfumo wa 24 V kwa nyumba ya familia: friji, taa, TV, pampu ya maji na vifaa vya kazi vya umeme wakati wa mchana.',
    features: [
      'Paneli 4 × Longi 540 W',
      'Inverter ya Growatt SPF 3000TL LVM',
      'Betri 2 × Ritar 12 V 200 Ah za gel',
      'Vifaa vya kupachika, breaker na waya',
    ],
  },
  'home-system-5kw-hybrid-lithium': {
    blurb: 'Hupunguza bili ya KPLC mchana na huweka taa zikiwaka umeme ukikatika usiku.',
    features: [
      'Paneli 8 × Jinko 550 W',
      'Inverter ya Growatt SPF 5000 ES',
      'Betri ya lithium ya Felicity 48 V 100 Ah',
      'Vifaa vya ufungaji',
    ],
  },
  'home-system-8kw-hybrid': {
    blurb: 'Kwa nyumba kubwa zenye viyoyozi, pampu na upishi wa umeme.',
    features: [
      'Paneli 14 × JA Solar 575 W za bifacial',
      'Inverter ya Deye SUN-8K-SG01LP1',
      'Betri 2 × Deye SE-G5.1 Pro',
      'Vifaa vya ufungaji',
    ],
  },
  'home-system-12kw-three-phase': {
    blurb: 'Kwa nyumba, zahanati na karakana zenye umeme wa awamu tatu zinazohitaji umeme wa akiba kwenye kila awamu.',
    features: ['Paneli 20 × Jinko 550 W', 'Inverter ya Deye SUN-12K-SG04LP3', 'Betri 3 × Pylontech US5000', 'Vifaa vya ufungaji'],
  },
  'home-system-5kw-grid-tie': {
    blurb: 'Sola ya mchana bila betri: njia ya haraka zaidi ya kurudisha gharama ukiwa na bili kubwa ya umeme.',
    features: ['Paneli 10 × Longi 540 W', 'Inverter ya Growatt MIN 5000TL-X', 'Export limiter na mita', 'Vifaa vya ufungaji'],
  },
  'sun-king-home-400': {
    blurb: 'Seti iliyo tayari kutumika, yenye taa, redio na kuchaji simu, kwa nyumba zisizo na umeme wa gridi.',
    features: ['Paneli ya 40 W', 'Taa nne na tochi', 'Redio na kuchaji kwa USB'],
  },
  'd-light-x850': {
    blurb: 'Mfumo wa sola wa nyumbani wenye taa tatu, redio na kuchaji simu.',
    features: ['Taa tatu', 'Redio na tochi', 'Huchaji simu'],
  },

  // Solar panels.
  'jinko-tiger-neo-550w': {
    blurb: 'Paneli ya N-type TOPCon yenye seli zilizokatwa nusu (half-cut), kwa kupachika juu ya paa au ardhini.',
    features: [
      'Dhamana ya bidhaa ya miaka 25 na ya nguvu ya miaka 30',
      'Junction box ya IP68',
      'Ufanisi wa moduli hadi 22.5%',
      'Upotevu mdogo wa nguvu unaosababishwa na mwanga',
    ],
  },
  'longi-hi-mo-5-540w': {
    blurb: 'Moduli ya PERC iliyothibitishwa yenye seli 144 zilizokatwa nusu, inayotegemewa kwenye paa na mashamba mengi ya Kenya.',
    features: [
      'Wafer zenye gallium dhidi ya upotevu unaosababishwa na mwanga',
      'Seli zilizokatwa nusu hupunguza hatari ya hot-spot',
      'Dhamana ya bidhaa ya miaka 12, dhamana ya nguvu ya miaka 25',
    ],
  },

  // Inverters.
  'deye-sun-5k-sg03lp1': {
    blurb:
      'Huendesha nyumba kwa sola, betri na gridi kwa pamoja, na huweka taa zikiwaka ndani ya milisekunde umeme wa KPLC ukikatika (5 kW).',
    features: [
      'MPPT mbili, uingizaji wa PV wa 6.5 kW',
      'Viunganishi vya jenereta na smart load',
      'Vipindi sita vya bei kulingana na muda (time-of-use)',
    ],
  },
  'felicity-ivem5048': {
    blurb: 'Inverter ya 5 kW 48 V inayowasiliana na betri za lithium za Felicity kupitia CAN.',
    features: ['MPPT ya 100 A', 'Hadi vitengo 9 sambamba (parallel)', 'Mawasiliano na betri za lithium'],
  },

  // Batteries.
  'felicity-lpba48100': {
    blurb: 'Betri ya LiFePO4 ya 5.12 kWh yenye BMS, mizunguko 6000.',
    features: ['Mizunguko 6000 kwa DoD ya 80%', 'BMS iliyojengwa ndani', 'CAN na RS485 kuwasiliana na inverter'],
  },
  'special-offer-2': {
    blurb:
      'Moduli mbili za lithium za Felicity za 5.12 kWh (10.24 kWh), rafu, waya na breaker, zinazofungwa bure na mafundi wetu popote Nairobi na viunga vyake.',
    features: [
      'Hifadhi ya LiFePO4 ya 10.24 kWh',
      'Ufungaji na uwashaji bure',
      'Rafu ya betri, waya na breaker ya DC vimejumuishwa',
      'Dhamana ya betri ya miaka kumi',
    ],
    tags: ['seti', 'ufungaji bure'],
  },
  'pylontech-us3000c': {
    blurb: 'Moduli ya rafu ya 3.5 kWh inayofanya kazi na inverter za Victron, Deye, Sunsynk na Growatt.',
    features: ['Hadi moduli 16 zilizopangwa pamoja', 'Kina cha kutumia chaji (DoD) cha 95%', 'Dhamana ya miaka kumi'],
  },
  'ritar-dg12-100-gel': {
    blurb: 'Betri ya gel ya 100 Ah kwa seti ndogo za sola na inverter za UPS za nyumbani.',
    features: ['Gel ya deep-cycle', 'Haihitaji matengenezo', 'Dhamana ya miaka miwili'],
  },

  // Charge controllers.
  'victron-smartsolar-150-60': {
    blurb: 'MPPT ya 60 A kwa mfululizo wa paneli wa hadi 150 V, kwa benki za betri za 12 V hadi 48 V.',
    features: ['Programu ya simu kupitia Bluetooth', 'Kiunganishi cha VE.Direct', 'Dhamana ya miaka mitano'],
  },
  'epever-tracer-4215bn': {
    blurb: 'MPPT ya bei nafuu kwa mifumo ya 12 na 24 V, yenye skrini ya mbali ukiihitaji.',
    features: ['Uingizaji wa PV wa 150 V', 'Mawasiliano ya RS485', 'Mipangilio ya betri za lithium'],
  },

  // Accessories.
  'hager-changeover-switch-63a': {
    blurb: 'Hubadilisha nyumba kati ya KPLC, inverter au jenereta bila umeme kurudi kwenye gridi (back-feeding).',
    features: ['Nafasi I-0-II', 'Hupachikwa kwenye reli ya DIN', '63 A'],
    specs: { type: 'Swichi ya changeover', function: ['Kubadilisha chanzo (switching)', 'Kutenganisha (isolation)'] },
  },

  // Solar floodlights (taa za ulinzi).
  'solarmax-100w-solar-floodlight': {
    blurb: 'Taa ya ulinzi (floodlight) yenye paneli na betri yake: hakuna kuunganisha waya, hakuna bili ya umeme.',
    features: ['Rimoti yenye kipima muda', 'Kihisi cha machweo hadi alfajiri', 'IP65'],
    specs: { useCase: ['Ulinzi', 'Uwanja'] },
  },
  'solarmax-200w-solar-floodlight': {
    blurb: 'Taa ya ulinzi yenye mwanga zaidi kwa viwanja vikubwa, maegesho na malango.',
    features: ['Rimoti yenye kipima muda', 'Betri ya LiFePO4 ya 20 000 mAh', 'IP66'],
    specs: { useCase: ['Ulinzi', 'Uwanja', 'Maegesho'] },
  },
  'philips-smartbright-solar-floodlight-60w': {
    blurb: 'Taa ya ulinzi ya chapa inayojulikana, yenye dhamana ya miaka mitatu na waya wa paneli wa m 9 kwa paneli iliyo mbali.',
    features: ['Paneli iliyotengwa kwa sehemu zenye kivuli', 'Hali ya kuhisi mwendo', 'Dhamana ya miaka mitatu'],
    specs: { useCase: ['Ulinzi', 'Bustani', 'Barabarani'] },
  },

  // Solar water heaters.
  'solarmax-150l-evacuated-tube': {
    blurb: 'Maji ya moto ya kuoga kwa familia ya watu watatu hadi wanne, hata siku za mawingu.',
    features: ['Mirija 15 ya utupu (evacuated tubes)', 'Kiunzi cha paa kimejumuishwa', 'Dhamana ya tangi ya miaka mitano'],
  },
  'solarmax-200l-evacuated-tube': {
    blurb: 'Kwa familia ya watu wanne hadi sita.',
    features: ['Mirija 20 ya utupu (evacuated tubes)', 'Kiunzi cha paa kimejumuishwa', 'Dhamana ya tangi ya miaka mitano'],
  },
  'solahart-180l-streamline': {
    blurb: 'Mfumo wenye shinikizo uliotengenezwa Australia, wenye vikusanya joto vya bamba bapa: maji ya kuoga kwa shinikizo la bomba kuu.',
    features: ['Shinikizo la bomba kuu', 'Kinga dhidi ya baridi kali (frost)', 'Dhamana ya tangi ya miaka kumi'],
  },

  // Solar pump inverters.
  'grundfos-rsi-3kw': {
    blurb: 'Inverter ya sola ya Grundfos kwa pampu za kisima za SP, inayotumia gridi au jenereta kama akiba.',
    features: ['Sola na AC kwa pamoja (hybrid)', 'Kinga ya pampu', 'Programu ya Grundfos GO'],
  },
};

/**
 * The makers' own warranty lines in Kiswahili, by their English line (lib/warranty.ts), in the
 * words of the categories' defaults (data/categories.ts): every product that states one has it.
 */
const warrantyCoversSwHome: Record<string, string> = {
  'Product defects, and 30 years on power output': 'Hitilafu za kiwandani, na miaka 30 kwa nguvu ya umeme inayotolewa',
  'Factory defects in parts and assembly, once registered with Sunsynk':
    'Hitilafu za kiwandani katika vipuri na uundaji, baada ya kusajiliwa na Sunsynk',
};

/** Every translated product, by slug: those above, and each group's file. */
export const productsSw: Record<string, ProductSeedSw> = {
  ...productsSwHome,
  ...productsSwAccessories,
  ...productsSwPower,
  ...productsSwMore,
};

/** Every maker's warranty line in Kiswahili, by its English line. */
export const warrantyCoversSw: Record<string, string> = {
  ...warrantyCoversSwHome,
  ...warrantyCoversSwAccessories,
  ...warrantyCoversSwPower,
  ...warrantyCoversSwMore,
};

import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { EquipmentKind } from '../lib/equipment.ts';

export interface CategoryRow {
  slug: CategorySlug;
  name: string;
  description: string;
  kind: EquipmentKind;
  seoTitle: string;
  seoDescription: string;
  /** What the category's default warranty (CATEGORY_WARRANTY_MONTHS) covers, in a line. */
  warrantyCovers: string;
  /** Kiswahili (Kenyan usage, ../shared/reference/kiswahili-commerce.md): the same fields. */
  sw: { name: string; description: string; seoTitle: string; seoDescription: string; warrantyCovers: string };
}

export const categories: CategoryRow[] = [
  {
    slug: 'solar-panels',
    name: 'Solar Panels',
    kind: 'panel',
    description: 'Monocrystalline and bifacial panels from 370 W to 575 W for homes, farms and businesses.',
    seoTitle: 'Solar Panels in Kenya: Jinko, Longi, JA Solar',
    seoDescription:
      'Tier-1 monocrystalline and bifacial solar panels from 370 W to 575 W with 25-year power warranties, delivered across Kenya.',
    warrantyCovers: 'Product defects, and 25 years on power output',
    sw: {
      name: 'Paneli za Sola',
      description: 'Paneli za sola za monocrystalline na bifacial kuanzia 370 W hadi 575 W kwa nyumba, mashamba na biashara.',
      seoTitle: 'Paneli za Sola Kenya: Jinko, Longi, JA Solar',
      seoDescription:
        'Paneli za sola za Tier-1, monocrystalline na bifacial, kuanzia 370 W hadi 575 W, zenye dhamana ya uzalishaji ya miaka 25; tunazifikisha kote Kenya.',
      warrantyCovers: 'Hitilafu za kiwandani, na miaka 25 kwa nguvu ya umeme inayotolewa',
    },
  },
  {
    slug: 'inverters',
    name: 'Inverters',
    kind: 'inverter',
    description: 'Hybrid, off-grid, grid-tie and pure sine wave inverters from 650 W to 12 kW.',
    seoTitle: 'Solar Inverters in Kenya: Deye, Growatt, Victron',
    seoDescription:
      'Hybrid, off-grid and grid-tie inverters from Deye, Growatt, Victron, Sunsynk, Must, Felicity and Schneider, priced in KSh.',
    warrantyCovers: 'Factory defects in parts and assembly',
    sw: {
      name: 'Inverter',
      description: 'Inverter za hybrid, off-grid, grid-tie na pure sine wave kuanzia 650 W hadi 12 kW.',
      seoTitle: 'Inverter za Sola Kenya: Deye, Growatt, Victron',
      seoDescription:
        'Inverter za hybrid, off-grid na grid-tie kutoka Deye, Growatt, Victron, Sunsynk, Must, Felicity na Schneider, kwa bei za KSh.',
      warrantyCovers: 'Hitilafu za kiwandani katika vipuri na uundaji',
    },
  },
  {
    slug: 'batteries',
    name: 'Batteries',
    kind: 'battery',
    description: 'Lithium, gel, AGM and tubular batteries to store your solar power.',
    seoTitle: 'Solar Batteries in Kenya: Lithium, Gel, Tubular',
    seoDescription:
      'LiFePO4 lithium, gel, AGM and tubular solar batteries from Pylontech, Felicity, Dyness, Ritar, Chloride Exide and Luminous.',
    warrantyCovers: 'Factory defects and early loss of capacity',
    sw: {
      name: 'Betri',
      description: 'Betri za lithium, gel, AGM na tubular za kuhifadhi umeme wako wa sola.',
      seoTitle: 'Betri za Sola Kenya: Lithium, Gel, Tubular',
      seoDescription:
        'Betri za sola za lithium LiFePO4, gel, AGM na tubular kutoka Pylontech, Felicity, Dyness, Ritar, Chloride Exide na Luminous.',
      warrantyCovers: 'Hitilafu za kiwandani na kupungua mapema kwa uwezo wa kuhifadhi chaji',
    },
  },
  {
    slug: 'charge-controllers',
    name: 'Charge Controllers',
    kind: 'controller',
    description: 'MPPT and PWM controllers that charge batteries safely.',
    seoTitle: 'MPPT and PWM Charge Controllers in Kenya',
    seoDescription: 'Victron, Epever and Must MPPT and PWM solar charge controllers from 20 A to 60 A for 12, 24, 36 and 48 V batteries.',
    warrantyCovers: 'Factory defects in parts and assembly',
    sw: {
      name: 'Vidhibiti Chaji (Charge Controllers)',
      description: 'Vidhibiti chaji vya MPPT na PWM vinavyochaji betri kwa usalama.',
      seoTitle: 'Vidhibiti Chaji vya MPPT na PWM Kenya',
      seoDescription:
        'Vidhibiti chaji (charge controllers) vya MPPT na PWM kutoka Victron, Epever na Must, 20 A hadi 60 A, kwa betri za 12, 24, 36 na 48 V.',
      warrantyCovers: 'Hitilafu za kiwandani katika vipuri na uundaji',
    },
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    kind: 'breaker',
    description: 'Cables, breakers, isolators, connectors, mounting, monitoring and protection.',
    seoTitle: 'Solar Accessories: Cables, Breakers, Mounting',
    seoDescription:
      'PV cable, MC4 connectors, DC and AC breakers, isolators, surge protectors, mounting rails and monitoring for solar installations.',
    warrantyCovers: 'Factory defects',
    sw: {
      name: 'Vifaa vya Ziada',
      description: 'Waya, breaker, isolator, viunganishi, vifaa vya kupachika paneli, ufuatiliaji na kinga.',
      seoTitle: 'Vifaa vya Ziada vya Sola: Waya, Breaker na Zaidi',
      seoDescription:
        'Waya za PV, viunganishi vya MC4, breaker za DC na AC, isolator, surge protector, reli za kupachika paneli na vifaa vya kufuatilia mfumo wa sola.',
      warrantyCovers: 'Hitilafu za kiwandani',
    },
  },
  {
    slug: 'packages',
    name: 'Home Systems',
    kind: 'kit',
    description: 'Complete solar kits: panels, inverter, battery and installation parts.',
    seoTitle: 'Solar Home Systems and Kits in Kenya',
    seoDescription: 'Complete off-grid, hybrid and grid-tie solar kits from 1 kW to 12 kW, and plug-and-play solar home systems.',
    warrantyCovers: 'Every part of the kit against factory defects',
    sw: {
      name: 'Mifumo ya Sola ya Nyumbani',
      description: 'Seti kamili za sola: paneli, inverter, betri na vifaa vya ufungaji.',
      seoTitle: 'Mifumo na Seti za Sola za Nyumbani Kenya',
      seoDescription:
        'Seti kamili za sola za off-grid, hybrid na grid-tie kuanzia 1 kW hadi 12 kW, na mifumo ya sola ya nyumbani iliyo tayari kutumika.',
      warrantyCovers: 'Kila kifaa cha mfumo dhidi ya hitilafu za kiwandani',
    },
  },
  {
    slug: 'solar-floodlights',
    name: 'Solar Floodlights',
    kind: 'floodlight',
    description: 'All-in-one solar floodlights for compounds, streets and security.',
    seoTitle: 'Solar Floodlights in Kenya',
    seoDescription: 'All-in-one solar floodlights from 60 W to 200 W for compounds, gates, parking and streets; no wiring, no power bill.',
    warrantyCovers: 'Lamp, panel and battery against factory defects',
    sw: {
      name: 'Taa za Ulinzi za Sola (Floodlights)',
      description: 'Taa za ulinzi za sola zenye paneli na betri ndani yake, kwa nyua, barabara na usalama.',
      seoTitle: 'Taa za Ulinzi za Sola (Floodlights) Kenya',
      seoDescription:
        'Taa za ulinzi za sola kuanzia 60 W hadi 200 W kwa nyua, mageti, maegesho na barabara; hakuna kuunganisha nyaya, hakuna bili ya umeme.',
      warrantyCovers: 'Taa, paneli na betri dhidi ya hitilafu za kiwandani',
    },
  },
  {
    slug: 'water-heaters',
    name: 'Water Heaters',
    kind: 'evacuated-heater',
    description: 'Evacuated-tube and flat-plate solar water heaters from 150 L to 300 L.',
    seoTitle: 'Solar Water Heaters in Kenya: 150 L to 300 L',
    seoDescription:
      'Evacuated-tube and pressurised flat-plate solar water heaters from Solarmax, Solahart, Davis & Shirtliff and Chromagen.',
    warrantyCovers: 'The tank against leaks and factory defects',
    sw: {
      name: 'Hita za Maji za Sola',
      description: 'Hita za maji za sola za evacuated-tube na flat-plate kuanzia 150 L hadi 300 L.',
      seoTitle: 'Hita za Maji za Sola Kenya: 150 L hadi 300 L',
      seoDescription:
        'Hita za maji za sola za evacuated-tube na flat-plate zenye shinikizo, kutoka Solarmax, Solahart, Davis & Shirtliff na Chromagen.',
      warrantyCovers: 'Tangi dhidi ya kuvuja na hitilafu za kiwandani',
    },
  },
  {
    slug: 'heat-pumps',
    name: 'Heat Pumps',
    kind: 'heat-pump',
    description: 'Air-source heat pumps for hot water and pools.',
    seoTitle: 'Heat Pumps for Hot Water and Pools in Kenya',
    seoDescription:
      'Air-source heat pumps from 2.9 kW to 20 kW for homes, hotels and pools, from Davis & Shirtliff, Midea, Gree, Ariston and Phnix.',
    warrantyCovers: 'The compressor and other parts against factory defects',
    sw: {
      name: 'Pampu za Joto (Heat Pumps)',
      description: 'Pampu za joto zinazotumia hewa kwa maji ya moto na mabwawa ya kuogelea.',
      seoTitle: 'Pampu za Joto kwa Maji ya Moto na Mabwawa Kenya',
      seoDescription:
        'Pampu za joto zinazotumia hewa kuanzia 2.9 kW hadi 20 kW kwa nyumba, hoteli na mabwawa, kutoka Davis & Shirtliff, Midea, Gree, Ariston na Phnix.',
      warrantyCovers: 'Compressor na vipuri vingine dhidi ya hitilafu za kiwandani',
    },
  },
  {
    slug: 'solar-hybrid-water-pumping-inverters',
    name: 'Solar Hybrid Water Pumping Inverters',
    kind: 'pump-inverter',
    description: 'Run borehole and irrigation pumps on solar, with grid or generator backup.',
    seoTitle: 'Solar Pump Inverters for Boreholes in Kenya',
    seoDescription:
      'Hybrid solar pump inverters from 0.75 kW to 11 kW for boreholes and irrigation, from INVT, Grundfos, Davis & Shirtliff and more.',
    warrantyCovers: 'Factory defects in parts and assembly',
    sw: {
      name: 'Inverter za Pampu za Maji za Sola',
      description: 'Endesha pampu za kisima na za umwagiliaji kwa sola, na umeme wa gridi au jenereta kama akiba.',
      seoTitle: 'Inverter za Pampu za Sola kwa Visima Kenya',
      seoDescription:
        'Inverter za hybrid za pampu za sola kuanzia 0.75 kW hadi 11 kW kwa visima na umwagiliaji, kutoka INVT, Grundfos, Davis & Shirtliff na wengine.',
      warrantyCovers: 'Hitilafu za kiwandani katika vipuri na uundaji',
    },
  },
  {
    slug: 'back-up-systems',
    name: 'Back-up Systems',
    kind: 'backup',
    description: 'Ready-to-use power back-up units for outages.',
    seoTitle: 'Power Back-up Systems in Kenya',
    seoDescription:
      'Portable power stations and home back-up systems from 900 W to 3 kW that keep lights, Wi-Fi and fridges on through outages.',
    warrantyCovers: 'Inverter and battery against factory defects',
    sw: {
      name: 'Mifumo ya Umeme wa Akiba',
      description: 'Vifaa vya umeme wa akiba vilivyo tayari kutumika wakati umeme unapokatika.',
      seoTitle: 'Mifumo ya Umeme wa Akiba Kenya',
      seoDescription:
        'Vituo vya umeme vinavyobebeka na mifumo ya akiba ya nyumbani kuanzia 900 W hadi 3 kW, vinavyowasha taa, Wi-Fi na friji umeme unapokatika.',
      warrantyCovers: 'Inverter na betri dhidi ya hitilafu za kiwandani',
    },
  },
];

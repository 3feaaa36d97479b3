import type { Message } from '../index.ts';
import type {
  sizing as english,
  sizingAppliances as englishAppliances,
  sizingRules as englishRules,
  sizingWarnings as englishWarnings,
} from '../en/sizing.ts';

/** Kiswahili for en/sizing.ts: the solar calculator's explanations, ready-list appliance names and warnings. */
export const sizingRules = {
  'sizing.rule.dailyWh':
    'Vifaa vyako vya umeme vinatumia {wh} Wh kwa siku: wati × saa kwa kila kimoja, na friji kulingana na matumizi yake ya siku.',
  'sizing.rule.peakW': 'Vyote vikiwashwa kwa wakati mmoja, vinavuta {w} W.',
  'sizing.rule.surgeW': 'Mota kubwa zaidi (ya friji au pampu) inapowashwa, matumizi hupanda hadi {w} W kwa sekunde chache.',
  'sizing.rule.surgeNone': 'Hakuna kifaa kwenye orodha yako chenye mota, kwa hivyo hakuna nguvu ya ziada ya kuwasha inayozidi {w} W.',
  'sizing.rule.inverterHeadroom': 'Inverter lazima itoe angalau {w} W: vifaa vyote vikiwashwa kwa wakati mmoja, na ziada ya robo.',
  'sizing.rule.inverterSurge':
    'Inverter lazima itoe angalau {w} W, ili nguvu yake ya muda mfupi (takriban mara mbili ya kiwango chake) iweze kuwasha mota.',
  'sizing.rule.systemVoltage':
    'Mfumo wa {v} V unafaa kwa {wh} Wh kwa siku (12 V chini ya 1 kWh, 24 V hadi 3 kWh, 48 V zaidi ya hapo); volteji ya juu hupunguza mkondo wa umeme kwenye nyaya.',
  'sizing.rule.battery':
    'Betri lazima ihifadhi {wh} Wh, yaani {ah} Ah kwa {v} V: matumizi yako ya siku kwa idadi ya siku bila jua uliyochagua, pamoja na nafasi ya ziada ili chaji yake isishuke chini ya kiwango salama, na nishati inayopotea kwenye inverter.',
  'sizing.rule.peakSunHours': {
    one: 'Kaunti yako hupata takriban saa {hours} ya jua kamili kwa siku.',
    other: 'Kaunti yako hupata takriban saa {hours} za jua kamili kwa siku.',
  },
  'sizing.rule.pvW': {
    one: 'Paneli za jumla ya {w} W hutoa nishati hiyo kwa saa {hours} ya jua, baada ya upotevu unaosababishwa na joto, vumbi na nyaya.',
    other: 'Paneli za jumla ya {w} W hutoa nishati hiyo kwa saa {hours} za jua, baada ya upotevu unaosababishwa na joto, vumbi na nyaya.',
  },
  'sizing.rule.controllerA':
    'Kidhibiti chaji (charge controller) lazima kiweze kubeba {a} A: paneli utakazofunga, kwa {v} V, na ziada ya robo.',
  'sizing.rule.kit.package':
    'Kifurushi kilicho tayari chenye angalau inverter ya {inverterW} W, betri ya {batteryWh} Wh na paneli za {pvW} W.',
  'sizing.rule.kit.inverter': 'Inatoa {w} W, si chini ya {needW} W unazohitaji, na inaweza kuwasha mota zako.',
  'sizing.rule.kit.inverterHybrid':
    'Inatoa {w} W, si chini ya {needW} W unazohitaji; ina kidhibiti chaji cha sola ndani yake, kwa hivyo huhitaji kingine tofauti.',
  'sizing.rule.kit.battery': 'Betri {quantity} × {wh} Wh hutosheleza {needWh} Wh unazohitaji kwa {v} V.',
  'sizing.rule.kit.panels': 'Paneli {quantity} × {w} W hutosheleza {needW} W unazohitaji.',
  'sizing.rule.kit.controller': 'Hubeba {a} A kwa {v} V, si chini ya {needA} A zinazohitajika na paneli zako.',
} as const satisfies Record<keyof typeof englishRules, Message>;

/** Names of the ready list's appliances, as a Kenyan household calls them. */
export const sizingAppliances = {
  'sizing.appliance.led-bulb': 'Balbu ya LED',
  'sizing.appliance.tv-32': 'TV, inchi 32',
  'sizing.appliance.tv-43': 'TV, inchi 43',
  'sizing.appliance.decoder': 'Dekoda ya TV',
  'sizing.appliance.fridge': 'Friji',
  'sizing.appliance.chest-freezer': 'Friza (chest freezer)',
  'sizing.appliance.laptop': 'Laptop',
  'sizing.appliance.phone-charging': 'Kuchaji simu',
  'sizing.appliance.fan': 'Feni',
  'sizing.appliance.iron-box': 'Pasi',
  'sizing.appliance.microwave': 'Microwave',
  'sizing.appliance.water-pump-surface': 'Pampu ya maji (ya juu ya ardhi)',
  'sizing.appliance.borehole-pump': 'Pampu ya kisima (borehole)',
  'sizing.appliance.kettle': 'Birika la umeme',
  'sizing.appliance.electric-shower': 'Shawa ya umeme',
  'sizing.appliance.radio': 'Redio',
  'sizing.appliance.router': 'Router ya Wi-Fi',
} as const satisfies Record<keyof typeof englishAppliances, string>;

/** The calculator's warnings. `{name}` may be any appliance, so the verbs use the agreement-free hu- form. */
export const sizingWarnings = {
  'sizing.warning.heavyLoad':
    '{name} hutumia {w} W. Kifaa kikubwa hivi kinahitaji inverter na betri kubwa zaidi kuliko vifaa vingine vyote nyumbani kwako; kitumie kwa stima au jenereta, au uweke bajeti yake.',
  'sizing.warning.heating':
    '{name} hutumia umeme kutoa joto na humaliza chaji ya betri haraka. Badala yake, pika na upashe maji moto kwa gesi (LPG), hita ya maji ya sola au stima.',
  'sizing.warning.licensedInstaller': 'Hakikisha mfumo huu unafungwa na fundi mwenye leseni ya EPRA ya daraja {class} ({classMeaning}).',
  'sizing.warning.class.T1': 'mifumo ya DC ya paneli moja hadi 100 W',
  'sizing.warning.class.T2': 'mifumo hadi 300 W, yenye betri kadhaa na inverter',
  'sizing.warning.class.T3': 'mifumo mikubwa zaidi, mifumo ya hybrid na iliyounganishwa na gridi ya umeme',
} as const satisfies Record<keyof typeof englishWarnings, string>;

export const sizing = {
  ...sizingRules,
  ...sizingAppliances,
  ...sizingWarnings,
} as const satisfies Record<keyof typeof english, Message>;

import type { ProductSeedSw } from './products-sw.ts';

/*
 * The accessories' types and functions (spec-fields.ts `words: 'product'`) in Kiswahili, one word
 * per English word so a shopper filtering by function sees one choice for each, the same as the
 * changeover switch in products-sw.ts ('Swichi ya changeover', 'Kubadilisha chanzo (switching)',
 * 'Kutenganisha (isolation)'). Trade words Kenyan electricians use (breaker, isolator, busbar,
 * combiner) stay, with a Kiswahili gloss where the word alone would not say what the part is.
 */
const TYPE = {
  Cable: 'Waya',
  Connector: 'Kiunganishi (connector)',
  Tool: 'Zana za ufundi',
  'Circuit breaker': 'Breaker (kikatiza umeme)',
  'Residual current device': 'Kinga ya uvujaji wa umeme (RCD)',
  Isolator: 'Isolator (swichi ya kutenganisha)',
  Fuse: 'Fyuzi',
  'Surge protector': 'Kinga ya mawimbi ya umeme (surge protector)',
  'Changeover switch': 'Swichi ya changeover',
  'Combiner box': 'Sanduku la kuunganisha (combiner box)',
  Mounting: 'Vifaa vya kupachika',
  Monitor: 'Kifuatiliaji (monitor)',
  Meter: 'Mita ya umeme',
  Earthing: 'Kutuliza umeme ardhini (earthing)',
  'Lightning protection': 'Kinga ya radi',
  'Cable management': 'Vifaa vya kupanga nyaya',
  'Battery rack': 'Rafu ya betri',
  Busbar: 'Busbar (upau wa kuunganisha)',
  'Battery charger': 'Chaja ya betri',
  'DC-DC converter': 'Kigeuzi cha DC-DC (converter)',
  Enclosure: 'Sanduku la vifaa vya umeme',
  Cleaning: 'Usafishaji',
  'Battery accessory': 'Kifaa cha betri',
} as const;

const FN = {
  Connection: 'Kuunganisha',
  Installation: 'Ufungaji',
  Protection: 'Kulinda',
  Isolation: 'Kutenganisha (isolation)',
  Safety: 'Usalama',
  'Surge protection': 'Kuzuia mawimbi ya umeme (surge)',
  Switching: 'Kubadilisha chanzo (switching)',
  Automation: 'Kujiendesha (automation)',
  Mounting: 'Kupachika',
  Monitoring: 'Kufuatilia (monitoring)',
  Metering: 'Kupima umeme',
  Charging: 'Kuchaji',
  Conversion: 'Kugeuza volteji',
  Distribution: 'Kusambaza umeme',
  Maintenance: 'Matengenezo',
} as const;

type Type = keyof typeof TYPE;
type Fn = keyof typeof FN;

/** One product's Kiswahili, its type and functions given by their English words (in the seed's order). */
const sw = (type: Type, fn: Fn[], blurb: string, features: string[], tags?: string[]): ProductSeedSw => ({
  blurb,
  features,
  ...(tags ? { tags } : {}),
  specs: { type: TYPE[type], function: fn.map((f) => FN[f]) },
});

const pvCable = (colour: 'nyekundu' | 'nyeusi') =>
  sw(
    'Cable',
    ['Connection'],
    `Waya wa sola wa DC wa shaba iliyopakwa bati (tinned copper), rangi ${colour}, unaouzwa kwa mita.`,
    ['Hustahimili miale ya UV ya jua', 'Maganda mawili ya kuhami (double insulated), 1500 V DC', 'Shaba iliyopakwa bati haishiki kutu'],
    ['waya wa sola'],
  );

const batteryCable = sw(
  'Cable',
  ['Connection'],
  'Jozi ya nyaya za shaba zinazopindika, nyekundu na nyeusi, zilizobanwa kwenye lug, za kuunganisha betri na inverter.',
  ['Nyuzi nyembamba nyingi, hupindika kwa urahisi', 'Lug za shaba zilizobanwa (crimped)', 'Jozi ya waya mwekundu na mweusi'],
  ['waya wa betri'],
);

const dcMcb = sw(
  'Circuit breaker',
  ['Protection', 'Isolation'],
  'Breaker ndogo ya DC (MCB) kwa mifululizo ya paneli (PV strings) na saketi za betri hadi 550 V DC.',
  ['550 V DC', 'Hupachikwa kwenye reli ya DIN', 'Vituo vya waya vyenye alama za chanya na hasi'],
);

const acMcb = sw('Circuit breaker', ['Protection'], 'Breaker ndogo ya AC (MCB) kwa ubao wa kusambaza umeme (distribution board).', [
  'Mkunjo wa kukatika wa aina C (Type C curve)',
  'Uwezo wa kukatiza wa 6 kA',
  'Hupachikwa kwenye reli ya DIN',
]);

/** Kiswahili for the demo's accessories products, by slug (see products-sw.ts for the rules of writing it). */
export const productsSwAccessories: Record<string, ProductSeedSw> = {
  'pv-cable-4mm-red': pvCable('nyekundu'),
  'pv-cable-4mm-black': pvCable('nyeusi'),
  'pv-cable-6mm-red': pvCable('nyekundu'),
  'pv-cable-6mm-black': pvCable('nyeusi'),
  'pv-cable-10mm-red': pvCable('nyekundu'),
  'pv-cable-10mm-black': pvCable('nyeusi'),
  'battery-cable-25mm-1m-pair': batteryCable,
  'battery-cable-35mm-1m-pair': batteryCable,
  'battery-cable-50mm-1m-pair': batteryCable,
  'battery-cable-70mm-1m-pair': batteryCable,
  'staubli-mc4-connector-pair': sw('Connector', ['Connection'], 'Plagi na soketi halisi za MC4 za kuunganisha nyaya za paneli za sola.', [
    'IP68 zikiwa zimeunganishwa',
    '1500 V DC',
    'Kwa waya wa 4 na 6 mm²',
  ]),
  'mc4-y-branch-2-to-1': sw(
    'Connector',
    ['Connection'],
    'Huunganisha mifululizo miwili ya paneli sambamba (parallel) bila kuhitaji combiner box.',
    ['IP67', '1000 V DC', 'Jozi: chanya na hasi'],
  ),
  'mc4-crimping-tool-kit': sw(
    'Tool',
    ['Installation'],
    'Koleo la kubana (crimper), spana na kikata maganda, kwa maungio ya MC4 yanayodumu.',
    ['Koleo la ratchet kwa waya wa 2.5-6 mm²', 'Spana mbili za MC4', 'Mkoba wa kubebea'],
  ),
  'chint-nb1-63dc-2p-16a': dcMcb,
  'chint-nb1-63dc-2p-32a': dcMcb,
  'chint-nb1-63dc-2p-63a': dcMcb,
  'schneider-acti9-c60h-dc-2p-25a': sw(
    'Circuit breaker',
    ['Protection', 'Isolation'],
    'Breaker ya DC ya hadhi ya juu kwa saketi za paneli (PV) na za betri.',
    ['500 V DC', 'Kiashiria cha Visi-trip kinachoonyesha imekatika', 'IEC 60947-2'],
  ),
  'hager-mcb-1p-10a': acMcb,
  'hager-mcb-1p-20a': acMcb,
  'hager-mcb-1p-32a': acMcb,
  'hager-mcb-3p-63a': acMcb,
  'schneider-easy9-1p-16a': acMcb,
  'schneider-easy9-2p-40a': acMcb,
  'hager-rccb-2p-40a-30ma': sw(
    'Residual current device',
    ['Protection', 'Safety'],
    'Hukata umeme mara mkondo unapovuja kwenda ardhini, na hivyo kuwalinda watu wasipigwe na umeme.',
    ['Unyeti wa 30 mA', 'Kitufe cha kujaribu', 'Aina AC (Type AC)'],
  ),
  'chint-rcbo-1p-n-32a': sw(
    'Residual current device',
    ['Protection', 'Safety'],
    'Kinga dhidi ya mkondo uliozidi na dhidi ya uvujaji wa umeme ardhini, katika moduli moja.',
    ['Unyeti wa 30 mA', 'Mkunjo wa kukatika wa aina C (Type C curve)', 'Hupachikwa kwenye reli ya DIN'],
  ),
  'suntree-siso-32-dc-isolator': sw(
    'Isolator',
    ['Isolation', 'Safety'],
    'Isolator ya DC ya kuzungusha, ndani ya sanduku lisilopenya maji, ya kuzima mifululizo ya paneli kwa usalama.',
    ['1000 V DC', 'Sanduku la IP66', 'Mkono unaofungika kwa kufuli'],
  ),
  'chint-nh2-dc-isolator-32a': sw(
    'Isolator',
    ['Isolation', 'Safety'],
    'Swichi ya DC ya kukata umeme ukiwa na mzigo (load-break), ya kupachika kwenye reli ya DIN, kwa mifululizo ya paneli.',
    ['1200 V DC', 'Hupachikwa kwenye reli ya DIN', 'Hufungika kwa kufuli'],
  ),
  'chint-nm1-125a-3p-mccb': sw(
    'Circuit breaker',
    ['Protection', 'Isolation'],
    'Breaker kubwa ya aina ya moulded-case (MCCB) kwa ubao mkuu wa umeme na inverter kubwa.',
    ['Uwezo wa kukatiza wa 25 kA', 'Kiwango cha kukatika kinachorekebishwa', 'Huendeshwa kutoka mbele'],
  ),
  'dc-mccb-250a-battery-breaker': sw(
    'Circuit breaker',
    ['Protection', 'Isolation'],
    'Hulinda waya mnene kati ya benki ya betri ya 48 V na inverter.',
    ['250 V DC', 'Uwezo mkubwa wa kukatiza', 'Vituo vya waya upande wa nyuma'],
  ),
  'chint-gpv-fuse-holder-15a': sw(
    'Fuse',
    ['Protection'],
    'Fyuzi ya mfululizo (string fuse) kwa combiner ambapo mifululizo mitatu au zaidi ya paneli imeunganishwa sambamba.',
    ['Fyuzi ya gPV ya 1000 V DC', 'Kishikio cha kupachika kwenye reli ya DIN', '10 × 38 mm'],
  ),
  'anl-fuse-200a-with-holder': sw('Fuse', ['Protection'], 'Fyuzi kuu ya betri kwa mifumo ya 12 na 24 V.', [
    'Fyuzi ya ANL ya 200 A',
    'Kishikio chenye kuhami umeme',
    '58 V DC',
  ]),
  'chint-nu6-ii-dc-spd-1000v': sw(
    'Surge protector',
    ['Protection', 'Surge protection'],
    'Hupeleka ardhini mawimbi ya radi yanayopita kwenye mifululizo ya paneli kabla hayajafika kwenye inverter.',
    ['Aina 2 (Type 2)', 'Mkondo wa juu wa kutoa (discharge) wa 40 kA', 'Katriji zinazoweza kubadilishwa'],
  ),
  'hager-ac-spd-1p-n': sw(
    'Surge protector',
    ['Protection', 'Surge protection'],
    'Hulinda vifaa vya umeme vya nyumbani dhidi ya mawimbi ya umeme upande wa AC.',
    ['Aina 2 (Type 2)', '40 kA', 'Kiashiria kinachoonyesha inapohitaji kubadilishwa'],
  ),
  'schneider-iprd-3p-n-spd': sw(
    'Surge protector',
    ['Protection', 'Surge protection'],
    'Kinga ya mawimbi ya umeme kwa ubao wa umeme wa awamu tatu.',
    ['Aina 2 (Type 2)', '40 kA', 'Kiunganishi cha kuonyesha hali yake ukiwa mbali'],
  ),
  'chint-nxz-ats-63a-4p': sw(
    'Changeover switch',
    ['Switching', 'Automation'],
    'Yenyewe huhamia kwenye jenereta umeme wa gridi ukikatika, na hurudi kwenye gridi umeme ukirejea.',
    ['Hujibadilisha yenyewe, na unaweza kuibadilisha kwa mkono', 'Muda wa kusubiri unaorekebishwa', 'Awamu tatu'],
    ['ats', 'swichi ya jenereta'],
  ),
  'pv-combiner-box-2-in-1-out': sw(
    'Combiner box',
    ['Protection', 'Connection'],
    'Sanduku lililounganishwa tayari, lenye fyuzi, isolator na kinga ya mawimbi ya umeme, kwa mifululizo miwili ya paneli.',
    ['IP65', 'Kinga ya mawimbi ya umeme imewekwa', 'Isolator ya DC imewekwa'],
  ),
  'pv-combiner-box-4-in-1-out': sw(
    'Combiner box',
    ['Protection', 'Connection'],
    'Sanduku lililounganishwa tayari kwa mifululizo minne ya paneli, lenye fyuzi za gPV.',
    ['IP65', 'Fyuzi nne za gPV', 'Kinga ya mawimbi ya umeme imewekwa'],
  ),
  'aluminium-mounting-rail-4-2m': sw(
    'Mounting',
    ['Mounting'],
    'Reli ya alumini iliyopakwa anodi (anodised) inayobeba paneli juu ya paa la mabati au la vigae, au kwenye kiunzi cha ardhini.',
    ['Imepakwa anodi, haishiki kutu', 'Inafaa clamp za katikati na za mwisho', 'Urefu wa 4.2 m'],
  ),
  'solar-panel-mid-clamp': sw('Mounting', ['Mounting'], 'Hushikilia paneli mbili zilizo jirani kwenye reli.', [
    'Kwa fremu za 30-40 mm',
    'Bolti ya chuma cha pua',
    'Meno ya kutuliza umeme ardhini (earthing)',
  ]),
  'solar-panel-end-clamp': sw('Mounting', ['Mounting'], 'Hushikilia ukingo wa nje wa paneli ya mwisho katika mstari.', [
    'Kwa fremu za 30-40 mm',
    'Bolti ya chuma cha pua',
  ]),
  'l-foot-iron-sheet-roof': sw('Mounting', ['Mounting'], 'Hufunga reli kwenye paa la mabati, la mawimbi (corrugated) au la box-profile.', [
    'Mpira wa EPDM wa kuzuia paa kuvuja',
    'Skrubu za kujitoboa (self-tapping) zimejumuishwa',
  ]),
  'tile-roof-hook': sw('Mounting', ['Mounting'], 'Hufunga reli kwenye paa la vigae bila kuvunja vigae.', [
    'Chuma cha pua',
    'Kimo kinachorekebishwa',
  ]),
  'ground-mount-kit-4-panels': sw(
    'Mounting',
    ['Mounting'],
    'Kiunzi cha alumini kilichoinamishwa, cha kubeba paneli nne kubwa juu ya ardhi.',
    ['Mwinamo unaorekebishwa wa 10-30°', 'Mabamba ya msingi ya chuma cha mabati (galvanised)', 'Bolti zote zimejumuishwa'],
  ),
  'inverter-wall-bracket': sw('Mounting', ['Mounting'], 'Bracket ya chuma ya kutundika inverter kwenye ukuta wa mawe au wa matofali.', [
    'Chuma kilichopakwa rangi ya unga (powder-coated)',
    'Nanga za ukutani (anchors) zimejumuishwa',
  ]),
  'victron-bmv-712-battery-monitor': sw(
    'Monitor',
    ['Monitoring'],
    'Huonyesha kiwango cha chaji, mkondo wa umeme na muda uliobaki, hata kwenye simu yako.',
    ['Shunt ya 500 A imejumuishwa', 'Bluetooth', 'Relay ya kengele (alarm)'],
  ),
  'victron-smartshunt-500a': sw('Monitor', ['Monitoring'], 'Kifuatiliaji cha betri kisicho na skrini; unakisoma kupitia Bluetooth.', [
    'Bluetooth',
    'Kiunganishi cha VE.Direct',
    'Kiwango sahihi cha chaji',
  ]),
  'victron-cerbo-gx': sw(
    'Monitor',
    ['Monitoring', 'Automation'],
    'Kituo cha kudhibiti mfumo wa Victron, chenye ufuatiliaji wa mbali kupitia VRM.',
    ['Tovuti ya mtandaoni ya VRM', 'Huwasha jenereta yenyewe', 'Skrini ya kugusa ukiihitaji'],
  ),
  'growatt-shinewifi-x': sw('Monitor', ['Monitoring'], 'Hutuma data ya inverter yako ya Growatt kwenye programu ya ShinePhone.', [
    'Huchomekwa kwenye tundu la USB',
    'Wi-Fi ya 2.4 GHz',
  ]),
  'deye-wifi-data-logger': sw('Monitor', ['Monitoring'], 'Ufuatiliaji wa mbali wa inverter za Deye kupitia programu ya Solarman.', [
    'Programu ya Solarman',
    'Wi-Fi ya 2.4 GHz',
  ]),
  'chint-ddsu666-energy-meter': sw(
    'Meter',
    ['Monitoring', 'Metering'],
    'Hupima nishati ili inverter za hybrid na grid-tie zidhibiti umeme unaopelekwa kwenye gridi (export limiting).',
    ['RS485 Modbus', 'Hupachikwa kwenye reli ya DIN'],
  ),
  'chint-dtsu666-three-phase-meter': sw(
    'Meter',
    ['Monitoring', 'Metering'],
    'Mita ya awamu tatu ili inverter za awamu tatu zidhibiti umeme unaopelekwa kwenye gridi (export limiting).',
    ['RS485 Modbus', 'Hupachikwa kwenye reli ya DIN'],
  ),
  'copper-earth-rod-1-2m': sw(
    'Earthing',
    ['Safety', 'Protection'],
    'Hutuliza ardhini fremu za paneli na mfumo mzima (earthing), kukinga dhidi ya kupigwa na umeme na dhidi ya radi.',
    ['Chuma kilichofunikwa kwa shaba', 'Clamp imejumuishwa'],
    ['fimbo ya earth'],
  ),
  'earth-cable-16mm-green-yellow': sw(
    'Cable',
    ['Safety', 'Connection'],
    'Waya wa earth wa rangi ya kijani na njano, kutoka fremu za paneli na inverter hadi kwenye fimbo ya earth, unaouzwa kwa mita.',
    ['Maganda ya PVC ya kuhami', 'Shaba ya nyuzi nyingi'],
  ),
  'lightning-arrester-esr': sw(
    'Lightning protection',
    ['Safety', 'Surge protection'],
    'Hulinda paneli zilizo juu ya paa katika maeneo wazi yanayopigwa na radi mara kwa mara.',
    ['Hutoa mkondo wa kunasa radi mapema (early streamer emission)', 'Mlingoti na clamp zimejumuishwa'],
    ['kizuia radi'],
  ),
  'uv-cable-ties-300mm-100pcs': sw(
    'Cable management',
    ['Installation'],
    'Vifungo vyeusi vya nyaya vinavyostahimili miale ya UV, vya kufunga nyaya chini ya paneli.',
    ['Nailoni iliyoimarishwa dhidi ya UV', '300 × 4.8 mm'],
  ),
  'pvc-conduit-25mm-3m': sw(
    'Cable management',
    ['Installation', 'Protection'],
    'Bomba la kupitisha na kulinda nyaya ukutani na juu ya paa.',
    ['Nene na imara (heavy gauge)', 'Urefu wa 3 m'],
  ),
  'cable-glands-m20-10pcs': sw(
    'Cable management',
    ['Installation', 'Protection'],
    'Huziba matundu ambapo nyaya huingia kwenye combiner na kwenye masanduku ya kusambaza umeme.',
    ['IP68', 'Nailoni'],
  ),
  'heat-shrink-tubing-assortment': sw(
    'Cable management',
    ['Installation'],
    'Mirija inayosinyaa kwa joto, ya kuhami na kutia alama za rangi kwenye lug zilizobanwa na kwenye maungio.',
    ['Nyekundu na nyeusi', 'Saizi mbalimbali'],
  ),
  'copper-lugs-35mm-10pcs': sw('Connector', ['Connection'], 'Lug za shaba iliyopakwa bati kwa nyaya za betri na za inverter.', [
    'Shaba iliyopakwa bati',
    'Tundu la M8',
  ]),
  'lithium-battery-rack-4-modules': sw(
    'Battery rack',
    ['Mounting'],
    'Kabati la chuma lenye rafu za moduli nne za betri za lithium za inchi 19.',
    ['Chuma kilichopakwa rangi ya unga (powder-coated)', 'Busbar zimejumuishwa'],
  ),
  'victron-lynx-distributor': sw(
    'Busbar',
    ['Connection', 'Protection'],
    'Busbar ya DC yenye fyuzi, ya kuunganisha betri, inverter na vifaa vya umeme kwa mpangilio nadhifu.',
    ['Njia nne za kutoa umeme zenye fyuzi', 'Busbar ya 1000 A'],
  ),
  'victron-blue-smart-charger-12-15': sw(
    'Battery charger',
    ['Charging'],
    'Huchaji betri ya 12 V kwa umeme wa gridi, na unaifuatilia kupitia Bluetooth.',
    ['Bluetooth', 'Mpangilio wa betri za lithium', 'IP65'],
  ),
  'victron-orion-tr-12-12-30': sw('DC-DC converter', ['Charging', 'Conversion'], 'Huchaji betri ya pili kutoka kwa alternator ya gari.', [
    'Pande mbili zimetengwa kiumeme (isolated)',
    'Kuwasha na kuzima ukiwa mbali',
  ]),
  'hager-8-way-distribution-board': sw(
    'Enclosure',
    ['Distribution'],
    'Ubao wa kusambaza umeme wa kupachika juu ya ukuta, kwa saketi za akiba zinazolishwa na inverter.',
    ['Moduli 8', 'Paa za neutral na za earth'],
  ),
  'dc-distribution-box-ip65': sw('Enclosure', ['Distribution', 'Protection'], 'Sanduku lisilopenya maji la breaker na isolator za DC.', [
    'IP65',
    'Kifuniko kinachoonyesha ndani',
    'Moduli 12',
  ]),
  'solar-panel-cleaning-kit': sw(
    'Cleaning',
    ['Maintenance'],
    'Brashi laini kwenye fimbo inayorefushwa; katika maeneo yenye vumbi, paneli safi hutoa hadi 15% zaidi ya umeme.',
    ['Nywele laini za brashi', 'Hurefushwa hadi 3 m', 'Kiunganishi cha mpira wa maji'],
  ),
  'mc4-inline-fuse-15a': sw(
    'Fuse',
    ['Protection'],
    'Fyuzi ya mfululizo ndani ya kasha la MC4, kwa mifululizo michache ya paneli iliyounganishwa sambamba.',
    ['1000 V DC', 'IP67'],
  ),
  'battery-terminal-protectors': sw(
    'Battery accessory',
    ['Safety'],
    'Huzuia shoti (short circuit) za bahati mbaya kwenye vituo vya betri.',
    ['PVC inayopindika', 'Hutoshea vituo vingi vya betri'],
  ),
};

/** The makers' warranty lines of these products in Kiswahili, by their English line: no accessory states its own (each shows the category's). */
export const warrantyCoversSwAccessories: Record<string, string> = {};

import type { ProductSeedSw } from './products-sw.ts';

/** The Kiswahili of inverters.ts's `hybrid()` blurb, in the words products-sw.ts gives the Deye 5 kW. */
const hybrid = (kw: number) =>
  `Huendesha nyumba kwa sola, betri na gridi kwa pamoja, na huweka taa zikiwaka ndani ya milisekunde umeme wa KPLC ukikatika (${kw} kW).`;

// The same English feature lines read the same in Kiswahili on every product.
const deepCycleGel = ['Gel ya deep-cycle', 'Haihitaji matengenezo', 'Dhamana ya miaka miwili'];
const tenYears = 'Dhamana ya miaka kumi';
const fiveYears = 'Dhamana ya miaka mitano';
const sealed = 'Imefungwa, haiongezwi maji';
const serviceable = 'Inaweza kuhudumiwa (kuongezewa maji)';
const lithiumProfiles = 'Mipangilio ya betri za lithium';

/**
 * Kiswahili for the demo's power products, by slug: batteries, inverters and charge controllers not
 * in products-sw.ts (see there for the rules of writing it). Terms kept the same across products:
 * mizunguko (cycles), kina cha kutumia chaji (DoD), sambamba (parallel), uingizaji wa PV (PV input),
 * umeme wa akiba (backup), asidi ya risasi (lead-acid), kidhibiti chaji (charge controller).
 */
export const productsSwPower: Record<string, ProductSeedSw> = {
  // Batteries.
  'pylontech-us5000': {
    blurb: 'Moduli kubwa zaidi ya Pylontech: 4.8 kWh ndani ya kasha la inchi 19.',
    features: ['Mizunguko 6000', 'Chaguo la kujipasha joto (self-heating)', tenYears],
  },
  'pylontech-us2000c': {
    blurb: 'Moduli ya kuanzia kwa mifumo midogo ya hybrid; unaweza kuongeza nyingine baadaye.',
    features: ['Kasha dogo la inchi 19', 'Kina cha kutumia chaji (DoD) cha 95%', tenYears],
  },
  'dyness-b4850': {
    blurb: 'Moduli ya LiFePO4 ya 2.4 kWh yenye BMS inayotegemewa, kwa bei nafuu.',
    features: ['Mizunguko 6000 kwa DoD ya 90%', 'Hadi moduli 16 sambamba (parallel)', fiveYears],
  },
  'dyness-bx51100': {
    blurb: 'Moduli ya 51.2 V, 100 Ah ya kupachika ukutani au kuweka sakafuni, yenye skrini inayoonyesha hali yake.',
    features: ['Skrini ya LCD inayoonyesha kiwango cha chaji', 'Huwekwa sakafuni au hupachikwa ukutani', tenYears],
  },
  'deye-se-g5-1-pro': {
    blurb: 'Moduli ya Deye yenyewe, inayolingana na inverter za hybrid za Deye.',
    features: ['Huunganishwa moja kwa moja na inverter za Deye', 'Mizunguko 6000', tenYears],
  },
  'sunsynk-5-12kwh-lithium': {
    blurb: 'Moduli ya 51.2 V, 100 Ah inayowasiliana na inverter za Sunsynk kupitia CAN.',
    features: [tenYears, 'Hupangwa juu ya nyingine (stackable)', 'Breaker iliyojengwa ndani'],
  },
  'growatt-axe-5-0l': {
    blurb: 'Moduli ya 5 kWh inayopangwa juu ya nyingine, kwa inverter za Growatt SPH na SPF.',
    features: ['Hadi moduli 6 zilizopangwa pamoja', 'Hupangwa bila waya kati ya moduli', tenYears],
  },
  'felicity-12v-100ah-lithium': {
    blurb: 'Betri ya lithium inayochukua moja kwa moja nafasi ya betri ya asidi ya risasi ya 12 V, kwa theluthi moja ya uzito wake.',
    features: ['Mizunguko 4000', 'BMS iliyojengwa ndani', 'Uzito wa 11 kg'],
  },
  'felicity-24v-100ah-lithium': {
    blurb: 'Betri ya 2.56 kWh kwa inverter za 24 V kama IVEM3024.',
    features: ['Mizunguko 4000', 'BMS iliyojengwa ndani', 'Kishikio cha kupachika ukutani'],
  },
  'victron-lifepo4-12-8v-200ah-smart': {
    blurb: 'Betri ya lithium ya hadhi ya juu ya 2.56 kWh, inayoonyesha hali ya kila seli kupitia Bluetooth.',
    features: ['Vipimo vya seli kupitia Bluetooth', 'Mfululizo (series) na sambamba (parallel)', 'Inahitaji BMS ya Victron'],
  },
  'victron-gel-12v-220ah': {
    blurb: 'Betri ya gel iliyofungwa kabisa, ya kuchajiwa na kutumiwa kwa kina kila siku bila matengenezo.',
    features: [sealed, 'Mizunguko 500 kwa DoD ya 80%', 'Hupoteza chaji kidogo sana ikikaa bila kutumika'],
  },
  'victron-agm-12v-90ah': {
    blurb: 'Betri ya AGM iliyofungwa kabisa, kwa mifumo ya umeme wa akiba na seti ndogo za sola.',
    features: [sealed, 'Ukinzani mdogo wa ndani', 'Dhamana ya miaka miwili'],
  },
  'ritar-dg12-200-gel': {
    blurb: 'Betri ya gel ya deep-cycle inayotumika sana katika nyumba za Kenya zisizo na umeme wa gridi na kwenye minara ya mawasiliano.',
    features: deepCycleGel,
  },
  'ritar-ra12-100-agm': {
    blurb: 'Betri ya AGM kwa UPS na umeme wa akiba, inayostahimili kutumiwa kwa kina mara moja moja.',
    features: ['AGM, imefungwa kabisa', 'Hutoa mkondo mkubwa wa umeme', 'Dhamana ya mwaka mmoja'],
  },
  'ritar-dc12-150-gel': {
    blurb: 'Betri ya deep-cycle ya 150 Ah kwa mifumo ya sola ya ukubwa wa kati.',
    features: deepCycleGel,
  },
  'chloride-exide-solar-tubular-200ah': {
    blurb:
      'Imeundwa kwa ajili ya kukatika kwa umeme kwa muda mrefu Kenya: bamba za tubular zinazostahimili kuchajiwa na kutumiwa kwa kina kila siku.',
    features: ['Bamba chanya za tubular', 'Huongezewa maji kila baada ya miezi kadhaa', 'Dhamana ya miaka mitatu'],
  },
  'chloride-exide-solar-150ah': {
    blurb: 'Betri ya sola yenye kasha imara, inayouzwa na kuhudumiwa kote nchini.',
    features: ['Bamba za deep-cycle', serviceable, 'Dhamana ya miaka miwili'],
  },
  'chloride-exide-solar-100ah': {
    blurb: 'Betri ya bei nafuu kwa seti za taa na inverter ndogo.',
    features: ['Bamba za deep-cycle', serviceable, 'Dhamana ya mwaka mmoja'],
  },
  'luminous-rc18000-150ah': {
    blurb: 'Betri ndefu ya tubular kwa inverter za UPS za nyumbani za Luminous.',
    features: ['Bamba za tubular', 'Hupoteza maji kidogo', 'Dhamana ya miaka mitatu'],
  },
  'luminous-lptt12200h-200ah': {
    blurb: 'Betri ndefu ya tubular ya 200 Ah kwa umeme wa akiba wa muda mrefu.',
    features: ['Bamba ndefu za tubular', 'Iko tayari kutumika', 'Dhamana ya miaka mitatu'],
  },
  'must-12v-200ah-gel': {
    blurb: 'Betri ya gel inayolingana na inverter za off-grid za Must.',
    features: deepCycleGel,
  },
  'felicity-12v-200ah-gel': {
    blurb: 'Betri ya gel ya deep-cycle kwa inverter za Felicity na nyingine za off-grid.',
    features: deepCycleGel,
  },

  // Inverters.
  'growatt-spf-5000es': {
    blurb: 'Inverter ya off-grid ya 5 kW 48 V yenye chaja ya MPPT ya 100 A iliyojengwa ndani.',
    features: ['Ufuatiliaji kupitia Wi-Fi', 'Hufanya kazi bila betri', 'Mawasiliano na betri za lithium'],
  },
  'growatt-spf-3000tl-lvm': {
    blurb: 'Inverter ya 3 kW kwa benki za betri za 24 V, yenye chaja ya MPPT ya 80 A iliyojengwa ndani.',
    features: ['Umeme safi wa pure sine wave', 'MPPT ya 80 A iliyojengwa ndani', 'Kiunganishi cha jenereta'],
  },
  'growatt-spf-6000es-plus': {
    blurb: 'Viingizo viwili vya MPPT kwa paa zinazoelekea mashariki na magharibi, na kufanya kazi sambamba (parallel) hadi 36 kW.',
    features: ['MPPT mbili, uingizaji wa PV wa 8 kW', 'Hadi vitengo 6 sambamba', 'Hufanya kazi bila betri'],
  },
  'growatt-min-5000tl-x': {
    blurb: 'Huingiza umeme wa sola moja kwa moja nyumbani kwako na kupunguza bili ya KPLC mchana; haitumii betri.',
    features: ['Vifuatiliaji viwili vya MPPT', 'Ufanisi wa juu kabisa wa 98.4%', 'Hupoa bila feni, haina kelele'],
  },
  'growatt-sph-6000': {
    blurb: hybrid(6),
    features: [
      'Umeme wa akiba bila kukatika',
      'Kudhibiti umeme unaorudishwa kwenye gridi (export limitation)',
      'Hufanya kazi na betri za Growatt ARK na AXE',
    ],
  },
  'growatt-mod-10ktl3-x': {
    blurb: 'Inverter ya string ya awamu tatu ya 10 kW kwa ofisi, shule na mashamba yenye umeme wa awamu tatu.',
    features: ['Vifuatiliaji viwili vya MPPT', 'Chaguo la kinga ya cheche za umeme (AFCI)', 'IP66 kwa kuta za nje'],
  },
  'deye-sun-3-6k-sg03lp1': {
    blurb: hybrid(3.6),
    features: [
      'Hubadilisha chanzo ndani ya 4 ms, kama UPS',
      'Mipangilio ya betri za lithium na za asidi ya risasi',
      'Wi-Fi logger imejumuishwa',
    ],
  },
  'deye-sun-8k-sg01lp1': {
    blurb: hybrid(8),
    features: ['Mkondo wa kuchaji betri wa 190 A', 'Hadi vitengo 16 sambamba (parallel)', 'Uingizaji wa PV wa 10.4 kW'],
  },
  'deye-sun-12k-sg04lp3': {
    blurb: 'Inverter ya hybrid ya awamu tatu kwa nyumba kubwa, zahanati na karakana, yenye umeme kamili wa akiba kwenye awamu zote tatu.',
    features: ['Awamu tatu zinazobeba mizigo isiyo sawa (unbalanced)', 'Mkondo wa betri wa 240 A', 'Ishara ya kuwasha jenereta'],
  },
  'victron-multiplus-ii-48-5000': {
    blurb: 'Inverter na chaja ya Victron ya 5 kVA: kiini cha mfumo wa hybrid unaojengwa pamoja na kifaa cha GX na MPPT.',
    features: ['PowerAssist huongeza nguvu ya gridi au jenereta dhaifu', 'Chaja ya 70 A', fiveYears],
  },
  'victron-quattro-48-10000': {
    blurb: 'Viingizo viwili vya AC (gridi na jenereta) vinavyochaguliwa kiotomatiki, kwa loji na maeneo ya biashara.',
    features: ['Viingizo viwili vya AC', 'Chaja ya 140 A', 'Inaweza kutoa awamu tatu kwa seti ya vitengo vitatu'],
  },
  'victron-multiplus-12-1600': {
    blurb: 'Inverter na chaja ndogo ya 12 V kwa nyumba ndogo za mapumziko, magari ya safari na maduka madogo.',
    features: ['Chaja ya betri ya 70 A', 'Hubadilisha chanzo chini ya 20 ms', 'Udhibiti wa mbali kupitia VE.Bus'],
  },
  'victron-phoenix-12-800': {
    blurb: 'Inverter ndogo ya pure sine yenye ufanisi mkubwa, kwa TV, kompyuta mpakato na ruta kwenye betri ya 12 V.',
    features: ['Hali ya ECO hupunguza matumizi ikiwa haina mzigo', 'Kuwasha na kuzima kwa mbali', fiveYears],
  },
  'must-pv18-3024-vhm': {
    blurb: 'Inverter ya off-grid ya 3 kW ya bei nafuu yenye MPPT, inayopendwa katika nyumba za vijijini na maduka madogo.',
    features: ['MPPT ya 80 A iliyojengwa ndani', 'Skrini ya LCD inayoonyesha betri na matumizi', 'Hufanya kazi bila betri'],
  },
  'must-pv1800-vpm-5-5kw': {
    blurb: 'Inverter ya 5.5 kW 48 V yenye MPPT ya 100 A, kwa mifumo ya off-grid ya nyumba nzima.',
    features: [
      'MPPT ya 100 A, uingizaji wa PV wa 500 V',
      'Mawasiliano na BMS ya betri za lithium',
      'Seti ya kuunganisha sambamba (parallel) inapatikana',
    ],
  },
  'must-ep2000-pro-1kw': {
    blurb: 'Inverter na chaja ya akiba ya 1 kW kwa TV, taa na friji wakati umeme umekatika.',
    features: ['Huchaji betri kutoka kwa gridi', 'Hubadilisha chanzo haraka', 'Feni yenye kelele kidogo'],
  },
  'felicity-ivem3024': {
    blurb: 'Inverter ya 3 kW 24 V yenye skrini kubwa na MPPT ya 80 A iliyojengwa ndani.',
    features: ['MPPT ya 80 A', 'Chaguo la Wi-Fi', 'Hali ya kufanya kazi bila betri'],
  },
  'felicity-ivps-1012': {
    blurb: 'Inverter ya akiba ya 1 kW 12 V yenye chaja ya sola ya PWM iliyojengwa ndani.',
    features: ['Chaja ya PWM ya 30 A iliyojengwa ndani', 'Kuchaji kutoka kwa gridi', 'Ndogo, hupachikwa ukutani'],
  },
  'sunsynk-5-5kw-hybrid': {
    blurb: hybrid(5.5),
    features: ['Dhamana ya miaka kumi ukiisajili', 'Kiunganishi cha smart load', 'Programu ya Sunsynk Connect'],
  },
  'sunsynk-8kw-hybrid': {
    blurb: hybrid(8),
    features: ['Dhamana ya miaka kumi ukiisajili', 'MPPT mbili, PV ya 10.4 kW', 'Huwasha jenereta kiotomatiki'],
  },
  'luminous-zelio-plus-1100': {
    blurb: 'Inverter ya UPS ya nyumbani kwa betri moja ya tubular ya 12 V; huendesha taa, TV na Wi-Fi umeme ukikatika.',
    features: ['Hukukumbusha kuongeza maji kwenye betri', 'Kuchaji kwa kasi (turbo)', 'Skrini ya LCD inayoonyesha muda wa akiba uliobaki'],
  },
  'luminous-nxg-1450': {
    blurb: 'UPS ya nyumbani ya 1.1 kW yenye kinga dhidi ya kuzidiwa na mzigo na skrini ya dijitali.',
    features: [
      'Kinga dhidi ya kuzidiwa na mzigo na shoti (short circuit)',
      'Hufanya kazi na betri za flat-plate na tubular',
      'Dhamana ya miaka miwili',
    ],
  },
  'luminous-cruze-2kva': {
    blurb: 'UPS ya nyumbani ya 2 kVA, 24 V inayoendesha friji, taa na pampu ndogo.',
    features: ['Benki ya betri ya 24 V', 'Swichi ya bypass', 'Skrini ya LCD inayoonyesha asilimia ya mzigo'],
  },
  'schneider-conext-xw-pro-6848': {
    blurb: 'Inverter na chaja ya hybrid ya 6.8 kW ya kiwango cha kibiashara, kwa zahanati, shule na loji.',
    features: [
      'Hufanya kazi na jenereta',
      'Kuuza umeme kwa gridi na kupunguza matumizi ya kilele (peak shaving)',
      'Hadi vitengo 3 kwa kila awamu',
    ],
  },
  'schneider-conext-sw-4048': {
    blurb: 'Inverter na chaja ya hybrid ya 4 kW iliyoundwa kwa matumizi ya betri kila siku na kukatika kwa umeme kwa muda mrefu.',
    features: ['Husaidia gridi (grid support)', 'Huwasha jenereta', 'Huunganishwa pamoja hadi 8 kW'],
  },

  // Charge controllers (vidhibiti chaji).
  'victron-smartsolar-100-30': {
    blurb: 'Kidhibiti chaji cha MPPT cha 30 A chenye Bluetooth.',
    features: ['Programu ya simu kupitia Bluetooth', 'Hufuatilia kilele cha nguvu kwa kasi sana', fiveYears],
  },
  'victron-bluesolar-pwm-20a': {
    blurb: 'Kidhibiti chaji cha PWM kinachotegemewa, kwa seti ndogo za 12 au 24 V.',
    features: ['Kiunganishi cha vifaa kinachokata umeme volteji ya betri ikishuka', 'Hutambua 12/24 V kiotomatiki', fiveYears],
  },
  'epever-xtra-3210n': {
    blurb: 'MPPT ndogo ya 30 A yenye skrini iliyojengwa ndani.',
    features: ['Skrini ya LCD iliyojengwa ndani', 'Uingizaji wa PV wa 100 V', lithiumProfiles],
  },
  'epever-viewstar-60a': {
    blurb: 'Kidhibiti chaji cha PWM cha 60 A kwa benki za betri za 12 hadi 48 V, chenye skrini.',
    features: ['Skrini ya LCD', 'Hutambua volteji kiotomatiki', 'Hurekebisha chaji kulingana na joto'],
  },
  'must-pc1800f-60a': {
    blurb: 'Kidhibiti chaji cha MPPT cha 60 A kwa mifumo ya 12, 24 na 48 V.',
    features: ['Uingizaji wa PV wa 145 V', 'Skrini kubwa ya LCD', 'Hali za betri za lithium na za asidi ya risasi'],
  },
};

/**
 * The makers' warranty lines of these products in Kiswahili, by their English line. The only own line
 * in these categories (Sunsynk's registration) is in products-sw.ts; the rest show their category's line.
 */
export const warrantyCoversSwPower: Record<string, string> = {};

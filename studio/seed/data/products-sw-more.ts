import type { ProductSeedSw } from './products-sw.ts';

// The same English feature lines read the same in Kiswahili on every product.
const solarAndAc = 'Uingizaji wa sola na AC';
const mainsPressure = 'Shinikizo la bomba kuu';
const twoFlatPlates = 'Vikusanya joto viwili vya bamba bapa';
const backupElement = 'Hita ya umeme ya akiba (backup element)';
const dryRun = 'Kinga ya pampu kukauka (dry-run)';
const titanium = 'Kibadilisha joto cha titanium';
const copAbove4 = 'COP zaidi ya 4';

/**
 * Kiswahili for the demo's more products, by slug: the solar panels, water heaters, heat pumps,
 * solar pump inverters and back-up systems not in products-sw.ts (see there for the rules of
 * writing it). Terms kept the same across products: pampu ya joto (heat pump), kikusanya joto
 * (collector), bamba bapa (flat plate), mirija ya utupu (evacuated tubes), shinikizo la bomba kuu
 * (mains pressure), pampu ya kisima (borehole pump), umwagiliaji (irrigation), bwawa la kuogelea
 * (pool), kituo cha umeme (power station), umeme wa akiba (backup).
 */
export const productsSwMore: Record<string, ProductSeedSw> = {
  // Solar panels.
  'ja-solar-jam72d40-575w-bifacial': {
    blurb:
      'Moduli ya bifacial yenye kioo pande zote mbili, inayovuna pia mwanga unaoakisiwa kutoka ardhini: kwa kupachika ardhini na kwenye vibanda vya kuegesha magari (carports).',
    features: [
      'Hadi 25% ya nishati ya ziada kutoka upande wa nyuma',
      'Kioo pande mbili, dhamana ya nguvu ya miaka 30',
      'Hustahimili ukungu wa chumvi na amonia',
    ],
    tags: ['pande mbili'],
  },
  'canadian-solar-hiku-370w': {
    blurb: 'Paneli fupi yenye seli 120, inayotosha paa ndogo na mifumo ya off-grid ya 24 V.',
    features: [
      'Nyepesi kiasi cha kubebwa na fundi mmoja',
      'Seli zinazozuia PID (anti-PID)',
      'Dhamana ya nguvu ya miaka 25 inayopungua kwa mstari (linear)',
    ],
  },

  // Solar water heaters.
  'solarmax-300l-evacuated-tube': {
    blurb: 'Kwa familia kubwa, nyumba za wageni na shule.',
    features: ['Mirija 30 ya utupu (evacuated tubes)', backupElement, 'Dhamana ya tangi ya miaka mitano'],
    tags: ['hita ya maji', 'maji ya moto', 'shule'],
  },
  'solahart-300l-streamline': {
    blurb: 'Kwa nyumba kubwa na hoteli ndogo zinazotaka maji yenye shinikizo kubwa.',
    features: [mainsPressure, twoFlatPlates, 'Dhamana ya tangi ya miaka kumi'],
    tags: ['hita ya maji', 'maji ya moto', 'hoteli'],
  },
  'dayliff-200l-pressurised': {
    blurb:
      'Mfumo wenye shinikizo wenye kikusanya joto cha bamba bapa, unaofungwa na kuhudumiwa na matawi ya Davis & Shirtliff kote nchini.',
    features: [mainsPressure, 'Kikusanya joto cha bamba bapa', 'Dhamana ya tangi ya miaka saba'],
    tags: ['hita ya maji', 'maji ya moto'],
  },
  'dayliff-300l-pressurised': {
    blurb: 'Kwa familia kubwa zaidi na nyumba za wageni, pamoja na hita ya umeme ya akiba.',
    features: [mainsPressure, twoFlatPlates, 'Dhamana ya tangi ya miaka saba'],
    tags: ['hita ya maji', 'maji ya moto'],
  },
  'chromagen-150l-thermosiphon': {
    blurb: 'Mfumo imara wa thermosiphon (maji huzunguka yenyewe, bila pampu) kwa maeneo yenye maji yenye madini mengi (maji magumu).',
    features: ['Kikusanya joto cha bamba bapa', 'Kiunzi cha chuma cha mabati', 'Dhamana ya miaka mitano'],
    tags: ['hita ya maji', 'maji ya moto'],
  },

  // Heat pumps.
  'dayliff-dhp-9-heat-pump': {
    blurb: 'Maji ya moto kwa nyumba ya familia kubwa, kwa robo tu ya umeme ambao hita ya kawaida ya umeme hutumia.',
    features: [copAbove4, titanium, 'Hufanya kazi hata kwenye baridi ya hadi -7 °C'],
    tags: ['pampu ya joto', 'maji ya moto'],
  },
  'dayliff-dhp-13-heat-pump': {
    blurb: 'Kwa nyumba za wageni, hoteli ndogo na mabwawa ya kuogelea ya hadi 40 m³.',
    features: [copAbove4, 'Kidhibiti cha kidijitali', 'Feni yenye kelele kidogo'],
    tags: ['pampu ya joto', 'bwawa la kuogelea', 'hoteli'],
  },
  'dayliff-dhp-20-pool-heat-pump': {
    blurb: 'Hupasha joto bwawa la kuogelea la hadi 60 m³ na kulidumisha kwenye joto lisilobadilika.',
    features: [titanium, 'Kasha linalostahimili kutu', 'Chaguo la awamu tatu'],
    tags: ['pampu ya joto', 'bwawa la kuogelea'],
  },
  'midea-m-thermal-3-5kw': {
    blurb: 'Pampu ya joto na tangi lake katika kifaa kimoja (all-in-one), kwa bafu ya familia.',
    features: ['COP 3.8', 'Kipima muda na hali ya likizo', backupElement],
    tags: ['pampu ya joto', 'maji ya moto', 'bafu'],
  },
  'midea-5kw-heat-pump': {
    blurb: 'Kifaa cha sehemu mbili (split): pampu ya joto nje na tangi ndani, kwa nyumba zenye bafu mbili.',
    features: ['COP 4.1', 'Udhibiti kupitia Wi-Fi', 'Kelele kidogo'],
    tags: ['pampu ya joto', 'maji ya moto', 'bafu'],
  },
  'gree-versati-8kw': {
    blurb:
      'Hupasha joto maji ya kuoga na sakafu (underfloor heating) katika nyumba za nyanda za juu zenye baridi; hutoa joto kutoka hewani hadi kwenye maji (air-to-water).',
    features: ['Compressor ya inverter', 'Kupasha sakafu joto na maji ya moto', 'Kidhibiti chenye waya'],
    tags: ['pampu ya joto', 'maji ya moto', 'baridi'],
  },
  'ariston-nuos-plus-250': {
    blurb: 'Tangi la 250 L lenye pampu ya joto juu yake; gharama ya kuliendesha ni theluthi moja ya ile ya hita ya umeme.',
    features: ['Tangi la 250 L lenye enameli ndani', 'COP 3.4', 'Mzunguko mahiri wa kuua bakteria wa legionella'],
    tags: ['pampu ya joto', 'maji ya moto'],
  },
  'phnix-12kw-pool-heat-pump': {
    blurb: 'Pampu ya joto ya inverter kwa bwawa la kuogelea, inayopunguza kasi yake bwawa likishapata joto.',
    features: ['Compressor ya inverter kamili (full-inverter)', 'COP hadi 15 kwa mzigo mdogo', 'Programu ya simu kupitia Wi-Fi'],
    tags: ['pampu ya joto', 'bwawa la kuogelea'],
  },

  // Solar pump inverters.
  'invt-gd100-pv-0-75kw': {
    blurb: 'Huendesha pampu ndogo ya kisima au ya juu ya ardhi moja kwa moja kutoka kwa paneli za sola, na gridi au jenereta kama akiba.',
    features: ['MPPT hadi 99%', dryRun, solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima'],
  },
  'invt-gd100-pv-2-2kw': {
    blurb: 'Kwa pampu za umwagiliaji na za kisima za 2.2 kW (3 hp).',
    features: ['MPPT', 'Kiunganishi cha kielea (float) kinachosimamisha pampu tangi likijaa', solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima', 'umwagiliaji'],
  },
  'invt-gd100-pv-4kw': {
    blurb: 'Umeme wa awamu tatu kwa pampu za kisima za 4 kW (5.5 hp).',
    features: ['MPPT', 'Kuwasha pampu taratibu (soft start)', solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima'],
  },
  'invt-gd100-pv-7-5kw': {
    blurb: 'Kwa pampu za 7.5 kW (10 hp) mashambani na kwenye miradi ya maji ya jamii.',
    features: ['MPPT', 'Chaguo la ufuatiliaji kupitia GPRS', solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima', 'umwagiliaji', 'shamba'],
  },
  'grundfos-rsi-5-5kw': {
    blurb: 'Kwa visima virefu zaidi na pampu kubwa zaidi za umwagiliaji.',
    features: ['Sola na AC kwa pamoja (hybrid)', dryRun, 'Programu ya Grundfos GO'],
    tags: ['pampu ya maji', 'pampu ya kisima', 'umwagiliaji'],
  },
  'must-pv-pump-inverter-2-2kw': {
    blurb: 'Inverter ya pampu ya bei nafuu kwa pampu za awamu moja za 2.2 kW.',
    features: ['MPPT', 'Skrini ya LCD', solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima'],
  },
  'felicity-1-5kw-hybrid-pump-inverter': {
    blurb: 'Kwa pampu za 1.5 kW (2 hp) za juu ya ardhi na za kuzamishwa kisimani (submersible).',
    features: ['MPPT', 'Hubadilisha kati ya sola na gridi yenyewe', 'Kiunganishi cha kihisi cha kiwango cha maji'],
    tags: ['pampu ya maji', 'pampu ya kisima'],
  },
  'dayliff-sunverter-11kw': {
    blurb:
      'Kiendeshi cha pampu cha awamu tatu cha 11 kW kwa miradi mikubwa ya umwagiliaji, kinachohudumiwa na matawi ya Davis & Shirtliff.',
    features: ['Uingizaji wa sola na jenereta', 'Chaguo la ufuatiliaji wa mbali', 'Huduma kote nchini'],
    tags: ['pampu ya maji', 'umwagiliaji', 'shamba'],
  },
  'veichi-si23-5-5kw': {
    blurb: 'Inverter ya pampu ya awamu tatu yenye MPPT iliyojengwa ndani na AC kama akiba.',
    features: ['MPPT', 'Chaguo la IP65', solarAndAc],
    tags: ['pampu ya maji', 'pampu ya kisima'],
  },

  // Back-up systems.
  'ecoflow-delta-2': {
    blurb: 'Kituo cha umeme kinachobebeka cha 1 kWh, kinachochajiwa kwenye soketi ya ukutani kwa dakika 80 au kwa paneli za sola.',
    features: ['Nguvu ya 1800 W, na 2700 W kwa muda mfupi (surge)', 'Soketi 15', 'Seli za LiFePO4 za mizunguko 3000'],
    tags: ['kituo cha umeme', 'kinachobebeka'],
  },
  'bluetti-ac200max': {
    blurb: 'Kituo cha umeme wa akiba cha 2 kWh, kinachoweza kuongezewa betri za ziada.',
    features: ['Nguvu ya 2200 W', 'Kinaweza kuongezwa hadi 8 kWh', 'Uingizaji wa sola wa 900 W'],
    tags: ['kituo cha umeme', 'kinachobebeka'],
  },
  'luminous-backup-combo-1100': {
    blurb:
      'UPS ya nyumbani iliyo tayari kutumika: inverter, betri ya tubular na toroli yake; ichomeke kwenye soketi nayo itaendesha nyumba umeme ukikatika.',
    features: ['Inverter ya Zelio+ 1100', 'Betri ya tubular ya RC 18000 ya 150 Ah', 'Toroli ya betri'],
    tags: ['ups', 'seti'],
  },
  'felicity-3kw-backup-5kwh': {
    blurb:
      'Mfumo wa umeme wa akiba unaopachikwa ukutani, kwa nyumba au ofisi: inverter ya 3 kW na betri ya lithium ya 5 kWh, tayari kuongezewa sola.',
    features: ['Inverter ya daraja la IVEM3024', 'LiFePO4 ya 5.12 kWh', 'Ongeza paneli baadaye'],
    tags: ['ofisi'],
  },
  'growatt-infinity-1500': {
    blurb: 'Kituo cha umeme cha 1.5 kWh kwa umeme wa akiba nyumbani na kwa kazi za nje, kama eneo la ujenzi.',
    features: ['Nguvu ya 1800 W', 'Hali ya UPS', 'Udhibiti kupitia programu ya simu'],
    tags: ['kituo cha umeme', 'kinachobebeka'],
  },
};

/** The makers' warranty lines of these products in Kiswahili, by their English line: none of their own beyond products-sw.ts's. */
export const warrantyCoversSwMore: Record<string, string> = {};

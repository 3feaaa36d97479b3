/**
 * Home, about and contact content, testimonials and partners of the demo dataset. The home, about
 * and contact pages' text has Kiswahili beside it (`sw`, Kenyan usage per
 * ../shared/reference/kiswahili-commerce.md); the ads' titles are product names and stay as the
 * manufacturers write them, and testimonials are the customers' own words, left as they said them.
 */

export const heroSlides = [
  {
    key: 'hero-batteries',
    title: 'Lithium batteries that last 6000 cycles',
    subtitle: 'Store your solar power for the night and ride through outages.',
    link: '/shop/batteries',
    cta: 'Shop batteries',
    imageAlt: 'Drawing: a battery with three of its four cells charged',
    sw: {
      title: 'Betri za lithium zinazodumu mizunguko 6000',
      subtitle: 'Hifadhi umeme wako wa sola kwa ajili ya usiku, na uendelee na shughuli umeme unapokatika.',
      cta: 'Nunua betri',
      image: { alt: 'Mchoro: betri yenye seli tatu kati ya nne zilizojaa chaji' },
    },
  },
  {
    key: 'hero-inverters',
    title: 'Hybrid inverters from Deye, Growatt and Victron',
    subtitle: 'Solar, battery and grid working together, switching in milliseconds.',
    link: '/shop/inverters',
    cta: 'Shop inverters',
    imageAlt: 'Drawing: an inverter with a display, three status lights and four cable terminals',
    sw: {
      title: 'Inverter za hybrid kutoka Deye, Growatt na Victron',
      subtitle: 'Sola, betri na gridi zikifanya kazi pamoja, zikibadilishana ndani ya milisekunde.',
      cta: 'Nunua inverter',
      image: { alt: 'Mchoro: inverter yenye skrini, taa tatu za hali na vituo vinne vya nyaya' },
    },
  },
  {
    key: 'hero-panels',
    title: 'Tier-1 solar panels up to 575 W',
    subtitle: 'Jinko, Longi, JA Solar and Canadian Solar, with 25-year power warranties.',
    link: '/shop/solar-panels',
    cta: 'Shop solar panels',
    imageAlt: 'Drawing: a solar panel, a grid of blue cells in a grey frame',
    sw: {
      title: 'Paneli za sola za Tier-1 hadi 575 W',
      subtitle: 'Jinko, Longi, JA Solar na Canadian Solar, zenye dhamana ya uzalishaji wa umeme ya miaka 25.',
      cta: 'Nunua paneli za sola',
      image: { alt: 'Mchoro: paneli ya sola, safu za seli za buluu ndani ya fremu ya kijivu' },
    },
  },
  {
    key: 'hero-controllers',
    title: 'MPPT charge controllers',
    subtitle: 'Up to 30% more energy from the same panels than PWM.',
    link: '/shop/charge-controllers',
    cta: 'Shop charge controllers',
    imageAlt: 'Drawing: a charge controller with a display and six cable terminals',
    sw: {
      title: 'Vidhibiti chaji vya MPPT (charge controllers)',
      subtitle: 'Hadi 30% zaidi ya nishati kutoka kwa paneli zilezile kuliko PWM.',
      cta: 'Nunua vidhibiti chaji',
      image: { alt: 'Mchoro: kidhibiti chaji (charge controller) chenye skrini na vituo sita vya nyaya' },
    },
  },
  {
    key: 'hero-floodlights',
    title: 'Solar floodlights, no wiring, no bills',
    subtitle: 'Light your compound and gate from dusk to dawn.',
    link: '/shop/solar-floodlights',
    cta: 'Shop floodlights',
    imageAlt: 'Drawing: a floodlight on a pole, beside the small solar panel that charges it',
    sw: {
      title: 'Taa za ulinzi za sola: hakuna nyaya, hakuna bili',
      subtitle: 'Angaza uwanja na geti lako kuanzia jioni hadi alfajiri.',
      cta: 'Nunua taa za ulinzi',
      image: { alt: 'Mchoro: taa ya ulinzi (floodlight) juu ya nguzo, kando ya paneli ndogo ya sola inayoichaji' },
    },
  },
  {
    key: 'hero-water-heaters',
    title: 'Hot showers from the sun',
    subtitle: 'Solar water heaters from 150 L to 300 L, installed countrywide.',
    link: '/shop/water-heaters',
    cta: 'Shop water heaters',
    imageAlt: "Drawing: a water heater's tank on a row of glass tubes",
    sw: {
      title: 'Maji ya moto ya kuoga kutoka kwa jua',
      subtitle: 'Hita za maji za sola kuanzia 150 L hadi 300 L, tunazifunga kote nchini.',
      cta: 'Nunua hita za maji',
      image: { alt: 'Mchoro: tangi la hita ya maji juu ya safu ya mirija ya kioo' },
    },
  },
];

export const flashSale = {
  title: 'Flash Sale',
  subtitle: 'Limited-time prices on selected panels, inverters, batteries and more, while stocks last.',
  // The demo's sales are a week's: the local content door moves both dates on by whole weeks so they end within days of today (src/cms/demo-sale-dates.ts).
  endsAt: '2026-11-27T18:00:00+03:00',
  sw: {
    title: 'Ofa za Muda Mfupi',
    subtitle: 'Bei za muda mfupi kwa paneli, inverter, betri na bidhaa nyingine zilizochaguliwa, hadi bidhaa ziishe.',
  },
};

export const mustHaves = {
  title: "This Month's Must-Haves",
  subtitle: 'What Kenyan homes and businesses are installing this month.',
  products: [
    'deye-sun-5k-sg03lp1',
    'jinko-tiger-neo-550w',
    'pylontech-us3000c',
    'victron-smartsolar-150-60',
    'solarmax-200l-evacuated-tube',
    'hager-changeover-switch-63a',
  ],
  sw: { title: 'Bidhaa Muhimu za Mwezi Huu', subtitle: 'Kile ambacho nyumba na biashara za Kenya zinafunga mwezi huu.' },
};

export const specialOffers = [
  {
    key: 'offer-premium-package',
    title: 'Premium Solar Package',
    description: 'A complete 5 kW hybrid home system with 10 kWh of lithium storage, mounting and protection.',
    badge: '25% off',
    highlight: null,
    cta: 'View package',
    product: 'special-offer-1',
    sw: {
      title: 'Mfumo wa Sola wa Hadhi ya Juu',
      description: 'Mfumo kamili wa nyumbani wa hybrid wa 5 kW wenye hifadhi ya lithium ya 10 kWh, vifaa vya kupachika na kinga.',
      badge: 'Punguzo 25%',
      cta: 'Tazama mfumo',
    },
  },
  {
    key: 'offer-lithium-bundle',
    title: 'Lithium Battery Bundle',
    description: 'Two Felicity 48 V 100 Ah lithium batteries (10.24 kWh) with rack, cables and breaker.',
    badge: 'Bundle',
    highlight: 'Free installation',
    cta: 'View bundle',
    product: 'special-offer-2',
    sw: {
      title: 'Seti ya Betri za Lithium',
      description: 'Betri mbili za lithium za Felicity 48 V 100 Ah (10.24 kWh) pamoja na rafu, waya na breaker.',
      badge: 'Seti',
      highlight: 'Ufungaji bure',
      cta: 'Tazama seti',
    },
  },
];

export const whyChooseUs = [
  {
    key: 'why-genuine',
    title: 'Genuine, warrantied products',
    text: 'We buy from authorised distributors only, so every panel, inverter and battery carries its full manufacturer warranty.',
    icon: 'quality',
    sw: {
      title: 'Bidhaa halisi zenye dhamana',
      text: 'Tunanunua kutoka kwa wasambazaji walioidhinishwa pekee, kwa hivyo kila paneli, inverter na betri ina dhamana kamili ya mtengenezaji.',
    },
  },
  {
    key: 'why-installation',
    title: 'Certified installers',
    text: 'EPRA-licensed technicians design and install your system, with a 2-year workmanship warranty.',
    icon: 'installation',
    sw: {
      title: 'Mafundi waliothibitishwa',
      text: 'Mafundi wenye leseni ya EPRA hubuni na kufunga mfumo wako, pamoja na dhamana ya kazi ya miaka 2.',
    },
  },
  {
    key: 'why-support',
    title: 'Support after the sale',
    text: 'Call us, WhatsApp us or visit our Ruaraka showroom; we handle warranty claims for you.',
    icon: 'support',
    sw: {
      title: 'Msaada baada ya mauzo',
      text: 'Tupigie simu, tutumie ujumbe wa WhatsApp au tembelea duka letu la maonyesho Ruaraka; tunashughulikia madai ya dhamana kwa niaba yako.',
    },
  },
  {
    key: 'why-delivery',
    title: 'Delivery across Kenya',
    text: 'From Nairobi to Kisumu, Mombasa and remote farms, with free delivery on larger orders.',
    icon: 'delivery',
    sw: {
      title: 'Usafirishaji kote Kenya',
      text: 'Kutoka Nairobi hadi Kisumu, Mombasa na mashamba ya mbali, na usafirishaji bure kwa maagizo makubwa.',
    },
  },
];

export const featuredAds = [
  {
    key: 'ad-deye-5k',
    title: 'Deye 5 kW Hybrid Inverter',
    description: 'Backup in 4 ms, two MPPT trackers and app monitoring. In stock at Ruaraka.',
    cta: 'Shop now',
    product: 'deye-sun-5k-sg03lp1',
    sw: {
      description: 'Umeme wa akiba ndani ya 4 ms, MPPT tracker mbili na ufuatiliaji kupitia programu. Inapatikana Ruaraka.',
      cta: 'Nunua sasa',
    },
  },
  {
    key: 'ad-pylontech',
    title: 'Pylontech US3000C',
    description: 'The lithium module installers trust: 3.5 kWh, ten-year warranty.',
    cta: 'See details',
    product: 'pylontech-us3000c',
    sw: { description: 'Moduli ya lithium ambayo mafundi wanaiamini: 3.5 kWh, dhamana ya miaka kumi.', cta: 'Tazama maelezo' },
  },
  {
    key: 'ad-solahart',
    title: 'Solahart Streamline 180 L',
    description: 'Mains-pressure solar hot water with a ten-year tank warranty.',
    cta: 'See details',
    product: 'solahart-180l-streamline',
    sw: { description: 'Maji ya moto ya sola yenye shinikizo la bomba kuu, na dhamana ya miaka kumi kwa tangi.', cta: 'Tazama maelezo' },
  },
  {
    key: 'ad-grundfos',
    title: 'Grundfos RSI Pump Inverter',
    description: 'Pump from your borehole on solar by day and on the grid when clouds come.',
    cta: 'See details',
    product: 'grundfos-rsi-3kw',
    sw: { description: 'Vuta maji ya kisima kwa sola mchana, na kwa umeme wa gridi mawingu yanapotanda.', cta: 'Tazama maelezo' },
  },
];

export const lightingDeals = {
  title: 'Lighting Deals',
  description: "Solar floodlights for compounds, gates and streets at this week's prices.",
  endsAt: '2026-11-29T23:59:00+03:00',
  link: '/shop/solar-floodlights',
  products: ['solarmax-100w-solar-floodlight', 'solarmax-200w-solar-floodlight', 'philips-smartbright-solar-floodlight-60w'],
  sw: { title: 'Ofa za Taa', description: 'Taa za ulinzi za sola kwa nyua, mageti na barabara kwa bei za wiki hii.' },
};

export const testimonials = [
  {
    id: 'testimonial-wanjiku',
    name: 'Grace Wanjiku',
    location: 'Kiambu',
    text: "Our 5 kW hybrid system was installed in two days. During last month's blackout we did not even notice: the fridge, lights and borehole pump kept running.",
  },
  {
    id: 'testimonial-otieno',
    name: 'Peter Otieno',
    location: 'Kisumu',
    text: 'I run a barbershop and outages used to cost me customers. The backup system paid for itself in under a year, and the team answered every question on WhatsApp.',
  },
  {
    id: 'testimonial-chebet',
    name: 'Mercy Chebet',
    location: 'Eldoret',
    text: 'We replaced the electric geyser with a 200 L solar water heater. Hot showers every morning, and the power bill dropped by almost half.',
  },
];

export const partners = [
  { id: 'partner-jinko', name: 'Jinko Solar', url: 'https://www.jinkosolar.com' },
  { id: 'partner-longi', name: 'Longi', url: 'https://www.longi.com' },
  { id: 'partner-growatt', name: 'Growatt', url: 'https://www.ginverter.com' },
  { id: 'partner-deye', name: 'Deye', url: 'https://www.deyeinverter.com' },
  { id: 'partner-victron', name: 'Victron Energy', url: 'https://www.victronenergy.com' },
  { id: 'partner-pylontech', name: 'Pylontech', url: 'https://en.pylontech.com.cn' },
  { id: 'partner-felicity', name: 'Felicity Solar', url: 'https://www.felicitysolar.com' },
  { id: 'partner-davis-shirtliff', name: 'Davis & Shirtliff', url: 'https://www.davisandshirtliff.com' },
];

export const about = {
  title: 'About Solar Shop Kenya',
  intro: 'Since 2015 we have helped Kenyan homes, farms and businesses switch to clean, reliable solar power.',
  foundedYear: 2015,
  story: `
Solar Shop Kenya started in 2015 as a two-person installation team working out of a small shop on Thika Road. Our first jobs were solar lighting kits for homes in Kiambu and Murang'a that had waited years for the grid.
As customers asked for more, so did we: hybrid systems for homes tired of outages, pumping systems for farms, water heaters for schools and hospitals. Today our Ruaraka showroom and store stock panels, inverters, batteries and parts from the brands installers trust, and our technicians work in every county.
## What has not changed
We still design every system around what you actually use, we still explain the numbers before you pay, and we still answer the phone when something goes wrong.
`,
  mission: 'To give every Kenyan home and business access to affordable, reliable solar power, with honest advice and lasting support.',
  vision: 'A Kenya where clean energy is the first choice, not the expensive one, and where no home or farm is held back by power cuts.',
  values: [
    {
      key: 'value-quality',
      title: 'Quality',
      text: 'Genuine, warrantied products from authorised distributors, installed to standard.',
      sw: { title: 'Ubora', text: 'Bidhaa halisi zenye dhamana kutoka kwa wasambazaji walioidhinishwa, zinazofungwa kwa kufuata viwango.' },
    },
    {
      key: 'value-integrity',
      title: 'Integrity',
      text: 'Clear prices, honest sizing and no upselling of things you do not need.',
      sw: { title: 'Uadilifu', text: 'Bei zilizo wazi, ukadiriaji wa kweli wa ukubwa wa mfumo, na hatukushawishi kununua usichohitaji.' },
    },
    {
      key: 'value-sustainability',
      title: 'Sustainability',
      text: 'Clean energy that lasts, and responsible recycling of old batteries.',
      sw: { title: 'Uendelevu', text: 'Nishati safi inayodumu, na urejelezaji wa betri kuukuu kwa njia ya kuwajibika.' },
    },
  ],
  seo: {
    title: 'About Solar Shop Kenya: solar power since 2015',
    description:
      'Our story since 2015, our mission, vision and the values of quality, integrity and sustainability behind every system we sell and install in Kenya.',
  },
  sw: {
    title: 'Kuhusu Solar Shop Kenya',
    intro: 'Tangu mwaka 2015 tumesaidia nyumba, mashamba na biashara za Kenya kuhamia umeme safi na wa kutegemewa wa sola.',
    story: `
Solar Shop Kenya ilianza mwaka 2015 kama timu ya mafundi wawili wa ufungaji, wakifanya kazi kutoka kwa duka dogo kwenye barabara ya Thika. Kazi zetu za kwanza zilikuwa seti za taa za sola kwa nyumba za Kiambu na Murang'a zilizokuwa zimesubiri umeme wa gridi kwa miaka mingi.
Wateja walipoomba zaidi, nasi tuliongeza huduma zetu: mifumo ya hybrid kwa nyumba zilizochoshwa na kukatika kwa umeme, mifumo ya kusukuma maji kwa mashamba, na hita za maji kwa shule na hospitali. Leo, katika duka letu la maonyesho na ghala letu huko Ruaraka tuna paneli, inverter, betri na vipuri kutoka kwa chapa ambazo mafundi wanaziamini, na mafundi wetu wanafanya kazi katika kila kaunti.
## Kile ambacho hakijabadilika
Bado tunabuni kila mfumo kulingana na kile unachotumia hasa, bado tunakueleza hesabu kabla hujalipa, na bado tunapokea simu yako tatizo linapotokea.
`,
    mission:
      'Kuwezesha kila nyumba na biashara nchini Kenya kupata umeme wa sola wa bei nafuu na wa kutegemewa, pamoja na ushauri wa kweli na msaada wa kudumu.',
    vision:
      'Kenya ambayo nishati safi ni chaguo la kwanza, si la gharama kubwa, na ambapo hakuna nyumba wala shamba linalokwamishwa na kukatika kwa umeme.',
    seo: {
      title: 'Kuhusu Solar Shop Kenya: umeme wa sola tangu 2015',
      description:
        'Historia yetu tangu 2015, dhamira, maono na maadili ya ubora, uadilifu na uendelevu nyuma ya kila mfumo tunaouza na kufunga Kenya.',
    },
  },
};

export const contact = {
  title: 'Contact Us',
  intro: 'Ask us about sizing a system, a quotation, an order or a warranty claim. We reply within one business day.',
  faqs: [
    {
      key: 'faq-installation-time',
      question: 'How long does installation take?',
      answer:
        'Most home installations take 1 to 3 days, depending on the size of the system and the roof. We agree the date with you after delivery.',
      sw: {
        question: 'Ufungaji huchukua muda gani?',
        answer:
          'Ufungaji mwingi wa nyumbani huchukua siku 1 hadi 3, kulingana na ukubwa wa mfumo na wa paa. Tunakubaliana nawe tarehe baada ya bidhaa kufika.',
      },
    },
    {
      key: 'faq-maintenance',
      question: 'Do you offer maintenance?',
      answer:
        'Yes. Our maintenance packages include panel cleaning, battery and connection checks, firmware updates and a written health report, once or twice a year.',
      sw: {
        question: 'Je, mnatoa huduma ya matengenezo?',
        answer:
          'Ndiyo. Huduma zetu za matengenezo zinajumuisha kusafisha paneli, kukagua betri na viunganishi, kusasisha firmware na ripoti ya maandishi kuhusu hali ya mfumo, mara moja au mbili kwa mwaka.',
      },
    },
    {
      key: 'faq-warranty',
      question: 'What warranties do I get?',
      answer:
        'Solar panels carry 25-year power warranties, inverters 5 to 10 years and batteries 2 to 10 years, depending on the model. Our own installation workmanship is guaranteed for 2 years.',
      sw: {
        question: 'Ninapata dhamana gani?',
        answer:
          'Paneli za sola zina dhamana ya uzalishaji wa umeme ya miaka 25, inverter miaka 5 hadi 10 na betri miaka 2 hadi 10, kulingana na modeli. Kazi yetu wenyewe ya ufungaji ina dhamana ya miaka 2.',
      },
    },
    {
      key: 'faq-coverage',
      question: 'Do you serve areas outside Nairobi?',
      answer: 'Yes, we deliver and install nationwide. Travel fees may apply for remote areas; we tell you before you order.',
      sw: {
        question: 'Je, mnahudumia maeneo nje ya Nairobi?',
        answer:
          'Ndiyo, tunafikisha bidhaa na kufunga mifumo kote nchini. Ada ya usafiri inaweza kutozwa kwa maeneo ya mbali; tunakujulisha kabla hujaagiza.',
      },
    },
    {
      key: 'faq-payment',
      question: 'How can I pay?',
      answer: 'By M-PESA, VISA or MasterCard through Pesapal, by bank transfer, or cash on delivery where available.',
      sw: {
        question: 'Ninaweza kulipa vipi?',
        answer:
          'Kwa M-PESA, VISA au MasterCard kupitia Pesapal, kwa uhamisho wa benki, au ulipe unapopokea bidhaa pale huduma hiyo inapopatikana.',
      },
    },
  ],
  seo: {
    title: 'Contact Solar Shop Kenya',
    description:
      'Call, e-mail or visit our Ruaraka showroom on Thika Road, Monday to Friday 8am to 6pm. Answers on installation, maintenance and warranties.',
  },
  sw: {
    title: 'Wasiliana Nasi',
    intro: 'Tuulize kuhusu ukubwa wa mfumo unaokufaa, nukuu ya bei, agizo au dai la dhamana. Tunajibu ndani ya siku moja ya kazi.',
    seo: {
      title: 'Wasiliana na Solar Shop Kenya',
      description:
        'Piga simu, tuma barua pepe au tembelea duka letu Ruaraka, Thika Road, Jumatatu hadi Ijumaa 08:00 hadi 18:00. Majibu kuhusu ufungaji, matengenezo na dhamana.',
    },
  },
};

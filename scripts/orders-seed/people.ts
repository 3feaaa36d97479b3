/** Who seeded orders are from and where they go: Kenyan names, towns with their county and postcode, streets. */

export const FIRST_NAMES = [
  'Wanjiku',
  'Achieng',
  'Kamau',
  'Otieno',
  'Njeri',
  'Mwangi',
  'Chebet',
  'Kiprop',
  'Atieno',
  'Mutua',
  'Wairimu',
  'Omondi',
  'Nafula',
  'Barasa',
  'Akinyi',
  'Kibet',
  'Muthoni',
  'Ouma',
  'Jeptoo',
  'Njoroge',
];

export const LAST_NAMES = [
  'Kamau',
  'Otieno',
  'Mwangi',
  'Wanjiru',
  'Odhiambo',
  'Kiptoo',
  'Mutiso',
  'Wekesa',
  'Chege',
  'Onyango',
  'Karanja',
  'Rotich',
  'Maina',
  'Owino',
  'Kariuki',
];

/** Towns across the delivery zones (Voi is rural, Zone 3; Garissa is in Zone 4, where the team quotes delivery). */
export const PLACES: ReadonlyArray<{ city: string; county: string; postalCode: string }> = [
  { city: 'Nairobi', county: 'Nairobi City', postalCode: '00100' },
  { city: 'Mombasa', county: 'Mombasa', postalCode: '80100' },
  { city: 'Kisumu', county: 'Kisumu', postalCode: '40100' },
  { city: 'Nakuru', county: 'Nakuru', postalCode: '20100' },
  { city: 'Eldoret', county: 'Uasin Gishu', postalCode: '30100' },
  { city: 'Thika', county: 'Kiambu', postalCode: '01000' },
  { city: 'Machakos', county: 'Machakos', postalCode: '90100' },
  { city: 'Nyeri', county: 'Nyeri', postalCode: '10100' },
  { city: 'Kitale', county: 'Trans-Nzoia', postalCode: '30200' },
  { city: 'Voi', county: 'Taita-Taveta', postalCode: '80300' },
  { city: 'Garissa', county: 'Garissa', postalCode: '70100' },
];

export const STREETS = [
  'Moi Avenue',
  'Kenyatta Avenue',
  'Thika Road',
  'Ngong Road',
  'Oginga Odinga Street',
  'Kisumu-Kakamega Road',
  'Nyerere Road',
  'Uhuru Highway',
];

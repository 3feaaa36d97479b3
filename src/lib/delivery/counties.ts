/**
 * Kenya's 47 counties with their codes from the Constitution's First Schedule (Article 6(1)),
 * stored as three-digit strings as Kenyan code lists do. Geography, not shop policy: which zone
 * each county is in lives in the CMS delivery document (seeded from DEFAULT_COUNTY_ZONES).
 */
export const KENYA_COUNTIES = [
  { code: '001', name: 'Mombasa' },
  { code: '002', name: 'Kwale' },
  { code: '003', name: 'Kilifi' },
  { code: '004', name: 'Tana River' },
  { code: '005', name: 'Lamu' },
  { code: '006', name: 'Taita-Taveta' },
  { code: '007', name: 'Garissa' },
  { code: '008', name: 'Wajir' },
  { code: '009', name: 'Mandera' },
  { code: '010', name: 'Marsabit' },
  { code: '011', name: 'Isiolo' },
  { code: '012', name: 'Meru' },
  { code: '013', name: 'Tharaka-Nithi' },
  { code: '014', name: 'Embu' },
  { code: '015', name: 'Kitui' },
  { code: '016', name: 'Machakos' },
  { code: '017', name: 'Makueni' },
  { code: '018', name: 'Nyandarua' },
  { code: '019', name: 'Nyeri' },
  { code: '020', name: 'Kirinyaga' },
  { code: '021', name: "Murang'a" },
  { code: '022', name: 'Kiambu' },
  { code: '023', name: 'Turkana' },
  { code: '024', name: 'West Pokot' },
  { code: '025', name: 'Samburu' },
  { code: '026', name: 'Trans-Nzoia' },
  { code: '027', name: 'Uasin Gishu' },
  { code: '028', name: 'Elgeyo-Marakwet' },
  { code: '029', name: 'Nandi' },
  { code: '030', name: 'Baringo' },
  { code: '031', name: 'Laikipia' },
  { code: '032', name: 'Nakuru' },
  { code: '033', name: 'Narok' },
  { code: '034', name: 'Kajiado' },
  { code: '035', name: 'Kericho' },
  { code: '036', name: 'Bomet' },
  { code: '037', name: 'Kakamega' },
  { code: '038', name: 'Vihiga' },
  { code: '039', name: 'Bungoma' },
  { code: '040', name: 'Busia' },
  { code: '041', name: 'Siaya' },
  { code: '042', name: 'Kisumu' },
  { code: '043', name: 'Homa Bay' },
  { code: '044', name: 'Migori' },
  { code: '045', name: 'Kisii' },
  { code: '046', name: 'Nyamira' },
  { code: '047', name: 'Nairobi City' },
] as const;

export type CountyCode = (typeof KENYA_COUNTIES)[number]['code'];
export type Zone = 1 | 2 | 3 | 4;

export type County = (typeof KENYA_COUNTIES)[number];

/** The counties in alphabetical order, as a shopper looks for theirs in a list. */
export const COUNTIES_BY_NAME: readonly County[] = /* @__PURE__ */ [...KENYA_COUNTIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** A name as people write it: "Nairobi City County", "nairobi", "Murang'a" and "Muranga" are one county. */
function nameKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .replace(/\b(county|city)\b/g, ' ')
    .replace(/\s+/g, '');
}

function keyedByCodeAndName(): Map<string, County> {
  return new Map<string, County>(
    KENYA_COUNTIES.flatMap(
      (county) =>
        [
          [county.code, county],
          [nameKey(county.name), county],
        ] as const,
    ),
  );
}

// Pure, so a bundle that never looks a county up by name drops the list.
const BY_KEY = /* @__PURE__ */ keyedByCodeAndName();

/** The county a code ('047') or a name ('Nairobi', 'Taita Taveta', 'KISUMU COUNTY') stands for, or null. */
export function countyOf(value: string): County | null {
  const trimmed = value.trim();
  return BY_KEY.get(trimmed) ?? BY_KEY.get(nameKey(trimmed)) ?? null;
}

/**
 * The default zone of each county for a Nairobi dispatch point (the seed of the CMS delivery
 * document): Nairobi and its commuter counties in Zone 1, the counties of the other major towns
 * on trunk routes in Zone 2, the remote northern and north-eastern counties (and Lamu, Tana River)
 * in Zone 4 for a quote, the rest in Zone 3. Reference: kenya-delivery-and-solar-sizing.md A1, A2.
 */
export const DEFAULT_COUNTY_ZONES: Readonly<Record<CountyCode, Zone>> = {
  '001': 2,
  '002': 3,
  '003': 3,
  '004': 4,
  '005': 4,
  '006': 3,
  '007': 4,
  '008': 4,
  '009': 4,
  '010': 4,
  '011': 3,
  '012': 2,
  '013': 3,
  '014': 2,
  '015': 3,
  '016': 1,
  '017': 2,
  '018': 2,
  '019': 2,
  '020': 2,
  '021': 2,
  '022': 1,
  '023': 4,
  '024': 3,
  '025': 4,
  '026': 2,
  '027': 2,
  '028': 3,
  '029': 3,
  '030': 3,
  '031': 2,
  '032': 2,
  '033': 3,
  '034': 1,
  '035': 2,
  '036': 3,
  '037': 3,
  '038': 3,
  '039': 3,
  '040': 3,
  '041': 3,
  '042': 2,
  '043': 3,
  '044': 3,
  '045': 2,
  '046': 3,
  '047': 1,
};

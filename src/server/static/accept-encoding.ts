/**
 * Which content coding answers a request, from its Accept-Encoding (RFC 9110 §12.5.3): the highest
 * q-value among the codings the server holds, ties going to the smaller one (br, then gzip, then
 * identity). `q=0` refuses a coding, `*` stands for every coding not named, and identity is
 * acceptable unless refused by name or by `*;q=0`, but chosen last unless named.
 */

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** At most this many codings of a header are read: no browser sends more than a handful. */
const MAX_CODINGS = 32;
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/** Each named coding's q-value (lower-cased), the last mention winning; malformed entries are skipped. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',').slice(0, MAX_CODINGS)) {
    const [rawName = '', ...params] = entry.split(';');
    const name = rawName.trim().toLowerCase();
    if (!/^(\*|[a-z0-9!#$%&'*+.^_`|~-]+)$/.test(name)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=(.*)$/i.exec(param);
      if (!match) continue;
      // A q-value outside RFC 9110's grammar (0 to 1, three decimals) refuses the coding.
      const value = (match[1] ?? '').trim();
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(ALIASES[name] ?? name, q);
  }
  return weights;
}

/**
 * The coding to send, among `available` (in the server's order of preference), or null when the
 * client refuses all of them. No header at all means identity, as every server sends then.
 */
export function chooseEncoding(header: string | null | undefined, available: readonly Encoding[]): Encoding | null {
  if (header === null || header === undefined) return available.includes('identity') ? 'identity' : null;
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  // Identity, unless named, is acceptable but comes last: any coding the client accepts is preferred.
  const weightOf = (encoding: Encoding): number =>
    weights.get(encoding) ?? (encoding === 'identity' ? (star === 0 ? 0 : Number.MIN_VALUE) : (star ?? 0));
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Why the login dialog opened by itself, and where it leads back to. A signed-out visitor sent home
 * from a page only a signed-in user may see (/account, /orders: the checkout spec redirects them to
 * /; the admin pages) arrives at `/?sign-in=account`, or `/?sign-in=admin&back=/admin/order?id=…`,
 * and the dialog says why and opens the page asked for once signed in.
 */
const SIGN_IN_REASONS = ['account', 'orders', 'admin'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export const SIGN_IN_PARAM = 'sign-in';
/** The page to come back to, query included: taken only inside the reason's own area (returnPathFor). */
const RETURN_PARAM = 'back';

/** Why the dialog opened, and the same-site path to open once signed in. */
export interface SignInRequest {
  reason: SignInReason;
  returnTo: string;
}

/** Each reason's area: its own page, and the only paths it leads back to. */
const AREA: Readonly<Record<SignInReason, string>> = { account: '/account', orders: '/orders', admin: '/admin' };

const LONGEST = 2_000;
/** A base no real page has: a path that resolves away from it names another site. */
const HERE = 'https://same-site.invalid';

/**
 * `candidate` as a path on this site (normalised: `/admin/./order` is `/admin/order`), or null for
 * anything a browser would take elsewhere: an absolute URL, `//host`, `/\host` (read as `//host`),
 * or a control character (browsers drop tabs and line breaks, so `/\t/host` is `//host`).
 */
export function sameSitePath(candidate: string): string | null {
  if (candidate.length > LONGEST || !candidate.startsWith('/') || /[\\\p{Cc}]/u.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, HERE);
  } catch {
    return null;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where signing in for `reason` leads: `asked` when it is a same-site path in the reason's area, else the area's own page. */
export function returnPathFor(reason: SignInReason, asked: string | null): string {
  const area = AREA[reason];
  const path = asked === null ? null : sameSitePath(asked);
  const pathname = path?.split(/[?#]/, 1)[0];
  return path && (pathname === area || pathname?.startsWith(`${area}/`)) ? path : area;
}

export function signInRequestOf(search: string): SignInRequest | null {
  const query = new URLSearchParams(search);
  const asked = query.get(SIGN_IN_PARAM) ?? '';
  if (!(SIGN_IN_REASONS as readonly string[]).includes(asked)) return null;
  const reason = asked as SignInReason;
  return { reason, returnTo: returnPathFor(reason, query.get(RETURN_PARAM)) };
}

/** Home, asking for the login dialog for `reason`, and to come back to `returnTo` (else the reason's own page). */
export function signInAddress(reason: SignInReason, returnTo?: string): string {
  const query = new URLSearchParams({ [SIGN_IN_PARAM]: reason });
  if (returnTo !== undefined && returnTo !== AREA[reason]) query.set(RETURN_PARAM, returnTo);
  return `/?${query}`;
}

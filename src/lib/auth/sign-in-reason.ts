/**
 * Why the login dialog opened by itself: a signed-out visitor sent home from a page only a
 * signed-in customer may see (/account, /orders: the checkout spec redirects them to /) arrives
 * at `/?sign-in=account`, and the dialog says why and leads back there once signed in.
 */
export const SIGN_IN_REASONS = ['account', 'orders'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export const SIGN_IN_PARAM = 'sign-in';

export function signInReasonOf(search: string): SignInReason | null {
  const asked = new URLSearchParams(search).get(SIGN_IN_PARAM);
  return (SIGN_IN_REASONS as readonly string[]).includes(asked ?? '') ? (asked as SignInReason) : null;
}

/** Home, asking for the login dialog for `reason`. */
export function signInAddress(reason: SignInReason): string {
  return `/?${SIGN_IN_PARAM}=${reason}`;
}

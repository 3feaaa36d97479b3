import type { Context } from 'hono';
import type { SignedInUser } from '../auth/signed-in.ts';
import { clientAddress, type TrustProxy } from '../client-address.ts';
import type { AdminActor } from '../db/admin-actions.ts';

/**
 * The admin behind a request, as the audit records them: id and e-mail, the assurance level and
 * sign-in methods of their verified token (never from anything the request says otherwise), and
 * the client's address under the configured proxy trust.
 */
export function adminActor(c: Context, user: SignedInUser, trust: TrustProxy): AdminActor {
  const address = clientAddress(c, trust);
  return {
    id: user.id,
    email: user.email,
    aal: user.aal,
    amr: user.amr,
    address: address === 'unknown' ? null : address.slice(0, 100),
  };
}

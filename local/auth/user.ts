import { z } from 'zod';
import { bearerUser } from './bearer.ts';
import { PASSWORD_CHANGE_RECENT_SESSION_SECONDS } from './config.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { jsonBody, nullableText } from './requests.ts';
import { userJson } from './user-json.ts';

const updateBody = z.object({
  password: nullableText,
  email: nullableText,
  phone: nullableText,
  nonce: nullableText,
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** The signed-in user's endpoints (user.go, logout.go): GET and PUT /auth/v1/user, POST /auth/v1/logout. */
export function userRoutes(app: AuthApp, { store, config, sessions }: RouteDeps): void {
  app.get('/auth/v1/user', async (c) => {
    const result = await bearerUser(c, store, sessions);
    return result instanceof Response ? result : c.json(userJson(result.user));
  });

  /**
   * updateUser: the stand-in changes the password only; the user's other sessions end, as in GoTrue.
   * With secure password change (on by default, as supabase/config.toml sets it) the session must be
   * under 24 h old, as GoTrue asks; the stand-in has no reauthentication nonce to offer instead.
   */
  app.put('/auth/v1/user', async (c) => {
    const result = await bearerUser(c, store, sessions);
    if (result instanceof Response) return result;
    const { user, claims } = result;
    const parsed = updateBody.safeParse(await jsonBody(c));
    if (!parsed.success) return authError(c, 400, 'validation_failed', 'Could not read request body');
    const { password, email, phone, nonce, data } = parsed.data;
    if ((email && email.toLowerCase() !== user.email) || phone || nonce || data) {
      return authError(c, 400, 'validation_failed', 'The local Auth stand-in only changes the password');
    }
    if (password != null) {
      const weak = passwordProblem(password, config.minPasswordLength);
      if (weak) return authError(c, weak.status, weak.code, weak.message, weak.reasons ? { weak_password: { reasons: weak.reasons } } : {});
      if (config.securePasswordChange !== false) {
        const session = await store.session(claims.session_id);
        if (!session || Date.now() > Date.parse(session.createdAt) + PASSWORD_CHANGE_RECENT_SESSION_SECONDS * 1000) {
          return authError(c, 400, 'reauthentication_needed', 'Password update requires reauthentication');
        }
      }
      if (user.encryptedPassword && (await verifyPassword(password, user.encryptedPassword))) {
        return authError(c, 422, 'same_password', 'New password should be different from the old password.');
      }
      await store.setPassword(user.id, await hashPassword(password));
      await store.endSessions(user.id, claims.session_id, 'others');
    }
    return c.json(userJson((await store.userById(user.id)) ?? user));
  });

  app.post('/auth/v1/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(c, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const result = await bearerUser(c, store, sessions);
    if (result instanceof Response) return result;
    await store.endSessions(result.user.id, result.claims.session_id, scope);
    return c.body(null, 204);
  });
}

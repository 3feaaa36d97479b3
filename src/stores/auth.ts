import { atom } from 'nanostores';
import type { SignInRequest } from '../lib/auth/sign-in-reason.ts';

export interface AuthUser {
  id: string;
  email: string;
}

/**
 * Who is signed in. `loading` is on while the user and their role are being read (at start and
 * after every auth change); `isAdmin` is true only when the server says the role is admin, and
 * false whenever that read fails.
 */
export interface AuthState {
  user: AuthUser | null;
  isAdmin: boolean;
  loading: boolean;
}

/** An atom, not a map: nothing listens to one key, and nanostores' map would be in every page's layout chunk. */
export const $auth = atom<AuthState>({ user: null, isAdmin: false, loading: true });

/**
 * The signed-in session's assurance level as the server read it from the token (GET /api/me):
 * `aal2` once a second factor was verified. Admin pages need aal2 (the API answers 403
 * MFA_REQUIRED at aal1); null when signed out or not read yet.
 */
export const $aal = atom<'aal1' | 'aal2' | null>(null);

export const AUTH_DIALOGS = ['login', 'signup', 'recover'] as const;
export type AuthDialog = (typeof AUTH_DIALOGS)[number];

/** Which auth dialog is open (`recover`: ask for a password reset link); the header can open one before the dialogs' code has loaded. */
export const $authDialog = atom<AuthDialog | null>(null);

/** Why the login dialog opened by itself (a signed-out visit to /account, /orders or an admin page) and where it leads back to, or null. */
export const $signInFor = atom<SignInRequest | null>(null);

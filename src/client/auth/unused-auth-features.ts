/**
 * What the browser's auth-js client is built with in place of its passkey (WebAuthn) and Web3
 * sign-in modules (src/build/auth-stubs.ts): the shop signs in with e-mail, Google and an authenticator
 * app (TOTP), never with a passkey or a wallet, and those modules are about 5 KB gzipped on every
 * page that signs in. GoTrueClient makes a WebAuthnApi when it starts and calls the rest only in
 * those flows; should one ever be reached, it says so rather than doing something else.
 */
const unsupported = (feature: string) => (): never => {
  throw new Error(`${feature} is not built into this shop's sign-in (src/client/auth/unused-auth-features.ts)`);
};

const passkeys = unsupported('Passkey (WebAuthn) sign-in');
const wallets = unsupported('Web3 wallet sign-in');

/** GoTrueClient makes one for `mfa.webauthn`; the shop never calls it. */
export class WebAuthnApi {
  constructor(_client: unknown) {}
}

export const webAuthnAbortService = { createNewAbortSignal: passkeys, cancelCeremony() {} };
export const browserSupportsWebAuthn = (): boolean => false;
export const createCredential = passkeys;
export const getCredential = passkeys;
export const deserializeCredentialCreationOptions = passkeys;
export const deserializeCredentialRequestOptions = passkeys;
export const serializeCredentialCreationResponse = passkeys;
export const serializeCredentialRequestResponse = passkeys;

export const createSiweMessage = wallets;
export const fromHex = wallets;
export const getAddress = wallets;
export const toHex = wallets;

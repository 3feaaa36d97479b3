import type { AuthStore } from '../../local/auth/store.ts';

/** The e-mails the stand-in "sends": they land in the dev mailbox (/mailbox) with their link. */

function verifyLink(issuer: string, token: string, type: 'signup' | 'recovery', redirectTo: string): string {
  return `${issuer}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

export async function sendConfirmation(store: AuthStore, issuer: string, email: string, token: string, redirectTo: string): Promise<void> {
  await store.sendMail({ to: email, subject: 'Confirm Your Signup', body: 'Follow this link to confirm your user:', link: verifyLink(issuer, token, 'signup', redirectTo) });
}

export async function sendRecovery(store: AuthStore, issuer: string, email: string, token: string, redirectTo: string): Promise<void> {
  await store.sendMail({ to: email, subject: 'Reset Your Password', body: 'Follow this link to reset the password for your user:', link: verifyLink(issuer, token, 'recovery', redirectTo) });
}

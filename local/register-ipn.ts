import type { PesapalClient } from '../src/server/pesapal/index.ts';

/** How long the start waits for Pesapal to register the IPN URL before it goes on without it. */
const IPN_REGISTRATION_WAIT_MS = 3_000;

/**
 * Registers the IPN URL with Pesapal at start (the door's ipnId(), which keeps the ipn_id for the
 * first payment) rather than at the first payment, so Pesapal knows it from the start and
 * `npm run doctor` finds it. Waits at most `waitMs` and never throws: a refusal is logged, and the
 * first payment tries again.
 */
export async function registerIpnAtStart(
  pesapal: Pick<PesapalClient, 'ipnId'>,
  waitMs = IPN_REGISTRATION_WAIT_MS,
  log: (message: string) => void = console.warn,
): Promise<void> {
  const registered = pesapal.ipnId().then(
    (answer) => {
      if (!answer.ok) log(`Pesapal: the IPN URL is not registered yet (${answer.error.message}); the first payment tries again.`);
    },
    (error: unknown) => log(`Pesapal: the IPN URL is not registered yet (${String(error)}); the first payment tries again.`),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((done) => {
    timer = setTimeout(done, waitMs);
  });
  await Promise.race([registered, waited]);
  clearTimeout(timer);
}

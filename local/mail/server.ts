import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { refuseInProduction } from '../production-guard.ts';
import { createMailboxApp } from './app.ts';
import { createSmtpCatcher, type CatcherLogin } from './smtp.ts';
import { createMailboxState, type MailboxState } from './state.ts';

export interface RunningMailCatcher {
  /** smtp://127.0.0.1:<port>, the SMTP_URL to give the e-mail door. */
  smtpUrl: string;
  /** http://127.0.0.1:<port>, the mailbox page (control API under /__control). */
  url: string;
  smtpPort: number;
  httpPort: number;
  state: MailboxState;
  stop(): Promise<void>;
}

function inUse(what: string, port: number, variable: string) {
  return (error: NodeJS.ErrnoException) =>
    error.code === 'EADDRINUSE'
      ? new Error(`Port ${port} (${what}) is in use: stop the other mail catcher, or set ${variable} to another port.`)
      : error;
}

/**
 * Starts the catcher's SMTP server and its mailbox page on loopback; port 0 picks a free port
 * (tests). With `login`, SMTP accepts only that user and password. Throws where NODE_ENV is production.
 */
export async function startMailCatcher(
  options: { smtpPort?: number; httpPort?: number; host?: string; login?: CatcherLogin } = {},
): Promise<RunningMailCatcher> {
  refuseInProduction('The mail catcher (local/mail)', "set SMTP_URL to the real SMTP server and MAIL_FROM to the shop's sender");
  const host = options.host ?? '127.0.0.1';
  const state = createMailboxState();
  const smtp = createSmtpCatcher(state, options.login);
  const smtpPort = await new Promise<number>((resolve, reject) => {
    let listening = false;
    // smtp-server re-emits socket errors of its connections (a client hanging up): they end that connection, not the catcher.
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (!listening) reject(inUse('SMTP', options.smtpPort ?? 0, 'SMTP_CATCHER_PORT')(error));
    });
    smtp.listen(options.smtpPort ?? 0, host, () => {
      listening = true;
      resolve((smtp.server.address() as AddressInfo).port);
    });
  });
  const smtpUrl = `smtp://${host}:${smtpPort}`;
  const app = createMailboxApp(state, smtpUrl);
  const stopSmtp = () => new Promise<void>((done) => smtp.close(() => done()));
  const http = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.httpPort ?? 0, hostname: host }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once(
      'error',
      (error: NodeJS.ErrnoException) =>
        void stopSmtp().then(() => reject(inUse('mailbox page', options.httpPort ?? 0, 'MAILBOX_PORT')(error))),
    );
  });
  return {
    smtpUrl,
    url: `http://${host}:${http.port}`,
    smtpPort,
    httpPort: http.port,
    state,
    stop: async () => {
      await Promise.all([
        stopSmtp(),
        new Promise<void>((done) => {
          http.server.close(() => done());
          (http.server as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
      ]);
    },
  };
}

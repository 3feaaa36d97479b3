import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { FAULT_REPLIES, recipientFault, recordMail, takeFault, type MailboxState } from './state.ts';

/** Largest message the catcher takes (SMTP SIZE); a bigger one gets 552. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** An error smtp-server turns into the SMTP reply `code text`. */
function reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/** The one login a catcher may insist on, as a real server's account. */
export interface CatcherLogin {
  user: string;
  password: string;
}

/**
 * The catcher's SMTP side (reference 3.2): any login or none, no STARTTLS, every mail parsed and
 * kept in `state`. With `login`, only that user and password get in (535 otherwise, as a real
 * server answers) and a client must log in before it sends. Faults from the control API and
 * fail-451… / fail-550… recipients refuse on purpose.
 */
export function createSmtpCatcher(state: MailboxState, login?: CatcherLogin): SMTPServer {
  return new SMTPServer({
    banner: 'Solar Shop Kenya local mail catcher: nothing sent here leaves this machine',
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (login && (auth.username !== login.user || auth.password !== login.password))
        return callback(reply(535, 'Authentication credentials invalid'));
      callback(null, { user: auth.username ?? 'local' });
    },
    onRcptTo(address, _session, callback) {
      const fault = takeFault(state) ?? recipientFault(address.address);
      if (fault) return callback(reply(FAULT_REPLIES[fault].code, FAULT_REPLIES[fault].text));
      callback();
    },
    onData(stream, session, callback) {
      const fault = takeFault(state);
      if (fault) {
        stream.on('end', () => callback(reply(FAULT_REPLIES[fault].code, FAULT_REPLIES[fault].text)));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          recordMail(state, {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: mail.from?.text ?? envelopeFrom,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            messageId: mail.messageId ?? null,
            date: new Date().toISOString(),
          });
          callback(null, 'OK: caught by the local mailbox');
        },
        (error: unknown) => callback(reply(451, `Could not read the message: ${error instanceof Error ? error.message : String(error)}`)),
      );
    },
  });
}

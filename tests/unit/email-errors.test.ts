import { describe, expect, it } from 'vitest';
import { classifySmtpError, type SmtpErrorLike } from '../../src/server/email/classify.ts';

/** Reference 3.1: which failed sends the outbox may try again, and which it must give up on. */
describe('classifySmtpError', () => {
  it.each<[string, SmtpErrorLike, boolean]>([
    ['421 (service closing)', { code: 'ECONNECTION', responseCode: 421, command: 'CONN', response: '421 Try again later' }, true],
    ['450 (mailbox busy)', { code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO', response: '450 Mailbox busy' }, true],
    ['451 (local error)', { code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO', response: '451 Try again later' }, true],
    ['452 (storage full)', { code: 'EMESSAGE', responseCode: 452, command: 'DATA', response: '452 Insufficient storage' }, true],
    ['550 (no such user)', { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', response: '550 No such user' }, false],
    ['552 (too big)', { code: 'EMESSAGE', responseCode: 552, command: 'DATA', response: '552 Message too big' }, false],
    ['553 (bad address)', { code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM', response: '553 Sender not allowed' }, false],
    ['554 (rejected)', { code: 'EMESSAGE', responseCode: 554, command: 'DATA', response: '554 Spam' }, false],
    ['ECONNECTION', { code: 'ECONNECTION', message: 'Connection closed unexpectedly' }, true],
    ['ETIMEDOUT', { code: 'ETIMEDOUT', message: 'Greeting never received' }, true],
    ['ESOCKET (refused)', { code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:2525' }, true],
    ['EDNS', { code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.example' }, true],
    ['EAUTH', { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', response: '535 Authentication failed' }, false],
    ['ENOAUTH', { code: 'ENOAUTH', message: 'Missing credentials for "PLAIN"' }, false],
    ['ETLS', { code: 'ETLS', message: 'Error initiating TLS' }, false],
    [
      'ESOCKET under a TLS mismatch',
      { code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER', message: 'wrong version number' },
      false,
    ],
    [
      'ESOCKET under a bad certificate',
      { code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT', message: 'self-signed certificate' },
      false,
    ],
    ['EENVELOPE without a reply', { code: 'EENVELOPE', message: 'No recipients defined' }, false],
    ['an error without a code', { message: 'something odd' }, false],
  ])('%s → retryable %s', (_name, error, retryable) => {
    expect(classifySmtpError(Object.assign(new Error(error.message ?? ''), error))).toMatchObject({ ok: false, retryable });
  });

  it('says why in words, with the server reply, and points configuration errors at SMTP_URL', () => {
    expect(classifySmtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', response: '550 No such user' }).error).toBe(
      'SMTP 550, permanent: EENVELOPE after RCPT TO: 550 No such user',
    );
    expect(classifySmtpError({ code: 'EAUTH', responseCode: 535, response: '535 Authentication failed' }).error).toMatch(
      /^SMTP configuration: .*SMTP_URL.*535 Authentication failed/,
    );
    expect(classifySmtpError({ code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER', message: 'x' }).error).toMatch(
      /smtps:\/\/ for port 465/,
    );
  });

  it('lets an auth or TLS code decide before the reply code (a 4xx login failure is still configuration)', () => {
    expect(classifySmtpError({ code: 'EAUTH', responseCode: 454, response: '454 Temporary authentication failure' }).retryable).toBe(false);
  });

  it('reads anything thrown, not only errors', () => {
    expect(classifySmtpError('boom')).toEqual({ ok: false, retryable: false, error: 'SMTP send failed: error: boom' });
    expect(classifySmtpError(null).retryable).toBe(false);
  });
});

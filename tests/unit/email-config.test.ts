import { describe, expect, it } from 'vitest';
import { emailConfigFromEnv, LOCAL_MAIL_FROM, SMTP_TIMEOUTS_MS } from '../../src/server/email/config.ts';

describe('emailConfigFromEnv', () => {
  it('defaults to the local catcher and a local sender, with the worker timeouts (10 s / 10 s / 30 s)', () => {
    expect(emailConfigFromEnv({})).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: LOCAL_MAIL_FROM,
      timeoutsMs: { connection: 10_000, greeting: 10_000, socket: 30_000 },
    });
    expect(SMTP_TIMEOUTS_MS).toEqual({ connection: 10_000, greeting: 10_000, socket: 30_000 });
  });

  it('follows SMTP_CATCHER_PORT for the local default', () => {
    expect(emailConfigFromEnv({ SMTP_CATCHER_PORT: '4541' }).smtpUrl).toBe('smtp://127.0.0.1:4541');
  });

  it.each([
    ['smtp://user:pass@smtp.example.co.ke:587', 'Solar Shop Kenya <orders@solarshop.co.ke>'],
    ['smtps://user:p%40ss@smtp.example.co.ke:465', 'orders@solarshop.co.ke'],
    ['smtp://127.0.0.1:1025?pool=true', '"Solar Shop, Nairobi" <orders@solarshop.co.ke>'],
  ])('takes SMTP_URL %s and MAIL_FROM %s as given', (SMTP_URL, MAIL_FROM) => {
    expect(emailConfigFromEnv({ SMTP_URL, MAIL_FROM })).toMatchObject({ smtpUrl: SMTP_URL, from: MAIL_FROM });
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'smtp.example.co.ke' }, /SMTP_URL: not a URL/],
    ['SMTP_URL', { SMTP_URL: 'smtp.example.co.ke:587' }, /SMTP_URL: must start with smtp:\/\/ .* or smtps:\/\//],
    ['SMTP_URL', { SMTP_URL: 'https://smtp.example.co.ke' }, /SMTP_URL: must start with smtp:\/\//],
    ['SMTP_URL', { SMTP_URL: 'smtp://' }, /SMTP_URL: (has no host|not a URL)/],
    ['MAIL_FROM', { MAIL_FROM: 'Solar Shop Kenya' }, /MAIL_FROM: must be "Name <address@domain>" or "address@domain"/],
    ['SMTP_CATCHER_PORT', { SMTP_CATCHER_PORT: '70000' }, /SMTP_CATCHER_PORT/],
    ['SMTP_URL', { NODE_ENV: 'production', MAIL_FROM: 'orders@solarshop.co.ke' }, /SMTP_URL: required when NODE_ENV is production/],
    [
      'MAIL_FROM',
      { NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.co.ke:465' },
      /MAIL_FROM: required when NODE_ENV is production/,
    ],
  ])('a bad %s fails with an error naming it', (_variable, env, message) => {
    expect(() => emailConfigFromEnv(env)).toThrow(message);
  });

  it('never repeats the password of a bad SMTP_URL', () => {
    expect(() => emailConfigFromEnv({ SMTP_URL: 'ftp://user:s3cret@host' })).toThrow(/^Invalid e-mail setting SMTP_URL: (?!.*s3cret)/);
  });
});

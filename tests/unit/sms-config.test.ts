import { describe, expect, it } from 'vitest';
import { LOCAL_STANDIN_CREDENTIALS, smsConfigFromEnv } from '../../src/server/sms/config.ts';

const live = { AT_ENV: 'live', AT_USERNAME: 'solarshop', AT_API_KEY: 'atsk_live' };

describe('smsConfigFromEnv', () => {
  it('defaults to the local stand-in with its credentials, no sender ID and a 10 s timeout', () => {
    expect(smsConfigFromEnv({})).toEqual({
      env: 'local',
      baseUrl: 'http://127.0.0.1:4530',
      ...LOCAL_STANDIN_CREDENTIALS,
      timeoutMs: 10_000,
    });
  });

  it.each([
    ['live', live, 'https://api.africastalking.com'],
    ['sandbox', { AT_ENV: 'sandbox', AT_API_KEY: 'atsk_sandbox' }, 'https://api.sandbox.africastalking.com'],
    ['local on another port', { AT_STANDIN_PORT: '4531' }, 'http://127.0.0.1:4531'],
    ['a given base URL', { ...live, AT_BASE_URL: 'https://at.example/proxy/' }, 'https://at.example/proxy'],
  ])('%s uses %s', (_name, env, baseUrl) => {
    expect(smsConfigFromEnv(env).baseUrl).toBe(baseUrl);
  });

  it('reads the live credentials, sender ID and timeout', () => {
    expect(smsConfigFromEnv({ ...live, AT_SENDER_ID: ' SOLARSHOP ', AT_TIMEOUT_MS: '4000' })).toEqual({
      env: 'live',
      baseUrl: 'https://api.africastalking.com',
      username: 'solarshop',
      apiKey: 'atsk_live',
      senderId: 'SOLARSHOP',
      timeoutMs: 4000,
    });
  });

  it('uses the sandbox username in the sandbox', () => {
    expect(smsConfigFromEnv({ AT_ENV: 'sandbox', AT_API_KEY: 'k' }).username).toBe('sandbox');
  });

  it.each([
    ['an unknown environment', { AT_ENV: 'staging' }, /AT_ENV/],
    ['live without a username', { ...live, AT_USERNAME: '' }, /AT_USERNAME: required when AT_ENV is live/],
    ['live without an API key', { ...live, AT_API_KEY: undefined }, /AT_API_KEY: required when AT_ENV is live/],
    ['the sandbox without an API key', { AT_ENV: 'sandbox' }, /AT_API_KEY: required when AT_ENV is sandbox/],
    ['the sandbox with another username', { AT_ENV: 'sandbox', AT_USERNAME: 'solarshop', AT_API_KEY: 'k' }, /AT_USERNAME: must be sandbox/],
    ['a sender ID over 11 characters', { AT_SENDER_ID: 'SOLARSHOPKENYA' }, /AT_SENDER_ID: at most 11 characters/],
    ['a base URL that is not a URL', { AT_BASE_URL: 'api.africastalking.com' }, /AT_BASE_URL/],
    ['a stand-in port out of range', { AT_STANDIN_PORT: '70000' }, /AT_STANDIN_PORT/],
    ['a timeout that is not a number', { AT_TIMEOUT_MS: 'soon' }, /AT_TIMEOUT_MS/],
    ['the local stand-in in production', { NODE_ENV: 'production' }, /AT_ENV: set sandbox or live when NODE_ENV is production/],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => smsConfigFromEnv(env)).toThrow(message);
  });
});

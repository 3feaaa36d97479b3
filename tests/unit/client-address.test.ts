import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientAddress, type TrustProxy } from '../../src/server/client-address.ts';

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe('the client address, from the socket unless a setting names the proxy', () => {
  const spoofed = { 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '2.2.2.2', 'cf-connecting-ip': '3.3.3.3' };
  it.each<[string, TrustProxy, Record<string, string>, string | undefined, string]>([
    ['the socket, whatever the client claims', { kind: 'socket' }, spoofed, '10.0.0.7', '10.0.0.7'],
    ['the socket, with no headers', { kind: 'socket' }, {}, '10.0.0.7', '10.0.0.7'],
    ['"unknown" without a socket (in-process calls)', { kind: 'socket' }, spoofed, undefined, 'unknown'],
    ["Cloudflare's CF-Connecting-IP on Cloudflare", { kind: 'cloudflare' }, spoofed, undefined, '3.3.3.3'],
    ['the socket on Cloudflare without the header', { kind: 'cloudflare' }, { 'x-forwarded-for': '1.1.1.1' }, '10.0.0.7', '10.0.0.7'],
    [
      'behind one proxy: the address it appended',
      { kind: 'hops', hops: 1 },
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      '10.0.0.1',
      '203.0.113.9',
    ],
    [
      'behind two proxies: the second from the right',
      { kind: 'hops', hops: 2 },
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' },
      '10.0.0.1',
      '203.0.113.9',
    ],
    ['behind a proxy that sent no header: the socket', { kind: 'hops', hops: 1 }, {}, '10.0.0.1', '10.0.0.1'],
    ['a chain shorter than the hops: the socket', { kind: 'hops', hops: 3 }, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.1', '10.0.0.1'],
  ])('%s', (_name, trust, values, socket, expected) => {
    expect(resolveClientAddress(headers(values), socket, trust)).toBe(expected);
  });

  it.each<[string | undefined, TrustProxy | null]>([
    [undefined, { kind: 'socket' }],
    ['', { kind: 'socket' }],
    ['none', { kind: 'socket' }],
    ['cloudflare', { kind: 'cloudflare' }],
    ['Cloudflare', { kind: 'cloudflare' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['10', { kind: 'hops', hops: 10 }],
    ['0', null],
    ['11', null],
    ['true', null],
    ['loopback', null],
  ])('TRUST_PROXY=%s reads as %j', (setting, expected) => {
    expect(parseTrustProxy(setting)).toEqual(expected);
  });
});

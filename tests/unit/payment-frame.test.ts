import { describe, expect, it } from 'vitest';
import { blocksFrame, frameState, type FrameSignals, type FrameState } from '../../src/lib/checkout/payment-frame.ts';
import { isUnknownPayment } from '../../src/lib/checkout/payment-query.ts';

const none: FrameSignals = { refused: false, blocked: false, loaded: false, timedOut: false };

describe('the payment frame shows the form, waits for it, or says it failed', () => {
  it.each([
    ['nothing yet', {}, 'loading'],
    ['loaded', { loaded: true }, 'loaded'],
    ['not loaded by the timeout', { timedOut: true }, 'failed'],
    ['loaded after the timeout', { timedOut: true, loaded: true }, 'loaded'],
    ['refused (another host)', { refused: true }, 'failed'],
    ['blocked by the policy, though `load` fired', { blocked: true, loaded: true }, 'failed'],
  ] satisfies Array<[string, Partial<FrameSignals>, FrameState]>)('%s: %s', (_, signals, state) => {
    expect(frameState({ ...none, ...signals })).toBe(state);
  });

  const frame = 'https://pay.pesapal.com/iframe/PesapalIframe3/Index?OrderTrackingId=abc';
  it.each([
    ['the frame, reported by origin', { effectiveDirective: 'frame-src', blockedURI: 'https://pay.pesapal.com' }, true],
    ['the frame, reported in full', { effectiveDirective: 'frame-src', blockedURI: frame }, true],
    ['another frame', { effectiveDirective: 'frame-src', blockedURI: 'https://elsewhere.example/x' }, false],
    ['a script from the same host', { effectiveDirective: 'script-src-elem', blockedURI: 'https://pay.pesapal.com/x.js' }, false],
    ['an inline script', { effectiveDirective: 'script-src-elem', blockedURI: 'inline' }, false],
  ])('a violation for %s blocks the frame: %s', (_, violation, blocks) => {
    expect(blocksFrame(violation, frame)).toBe(blocks);
  });
});

describe('a status check that says the shop has no such payment stops the polling', () => {
  it.each([
    [{ status: 404, code: 'PAYMENT_NOT_FOUND', message: 'We could not find this payment.' }, true],
    [{ status: 400, code: 'INVALID_REQUEST', message: 'orderTrackingId: not a tracking id' }, true],
    [{ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' }, false],
    [{ status: 502, code: 'PAYMENT_PROVIDER_ERROR', message: 'Pesapal did not answer' }, false],
    [{ status: 0, code: 'NETWORK', message: 'Failed to fetch' }, false],
    [{ status: 200, code: 'BAD_ANSWER', message: '' }, false],
  ])('%j: %s', (failure, unknown) => {
    expect(isUnknownPayment(failure)).toBe(unknown);
  });
});

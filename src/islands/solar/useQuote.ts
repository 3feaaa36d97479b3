import { useEffect, useState } from 'react';
import type { Quote } from '../../api/checkout.ts';
import { quoteOrder } from '../../client/checkout.ts';

export type QuoteState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ok'; quote: Quote } | { kind: 'failed' };

/** Inputs change as the shopper types: the server is asked this long after the last change. */
const QUOTE_DELAY_MS = 250;

/**
 * The server's prices for these lines (POST /api/checkout/quote), asked again when they change;
 * an answer for lines no longer shown is dropped. `retry` asks again after a failure.
 */
export function useQuote(items: ReadonlyArray<{ id: string; quantity: number }> | null): { state: QuoteState; retry: () => void } {
  const key = items === null || items.length === 0 ? '' : JSON.stringify(items.map(({ id, quantity }) => [id, quantity]));
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === '') {
      setState({ kind: 'idle' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    const lines = (JSON.parse(key) as Array<[string, number]>).map(([id, quantity]) => ({ id, quantity }));
    const timer = setTimeout(() => {
      void quoteOrder(lines).then((answer) => {
        if (live) setState(answer.ok ? { kind: 'ok', quote: answer.data } : { kind: 'failed' });
      });
    }, QUOTE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

import { describe, expect, it } from 'vitest';
import { renderOnce } from '../../src/components/once-per-build.ts';

describe('renderOnce', () => {
  it.each([
    ['one key, rendered once', ['header:en', 'header:en', 'header:en'], true, 1],
    ['each key once', ['header:en', 'header:sw', 'header:en', 'footer:en'], true, 3],
    ['every time when disabled', ['dev:en', 'dev:en'], false, 2],
  ])('%s', async (_, keys, enabled, renders) => {
    let count = 0;
    const prefix = `${_}:`;
    const results = await Promise.all(keys.map((key) => renderOnce(prefix + key, async () => `<p>${key} ${++count}</p>`, enabled)));
    expect(count).toBe(renders);
    // Enabled, the same key gives the same markup; disabled, each call renders anew.
    keys.forEach((key, i) => expect(results[i] === results[keys.indexOf(key)]).toBe(enabled || keys.indexOf(key) === i));
  });

  it('renders a key once when pages ask at the same time', async () => {
    let count = 0;
    // Each render is still running when the next page asks: it finishes only once all four have asked.
    let finish = () => {};
    const asked = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      await asked;
      return `<nav>${++count}</nav>`;
    };
    const pages = [1, 2, 3, 4].map(() => renderOnce('concurrent:en', render, true));
    finish();
    const results = await Promise.all(pages);
    expect(count).toBe(1);
    expect(new Set(results)).toEqual(new Set(['<nav>1</nav>']));
  });
});

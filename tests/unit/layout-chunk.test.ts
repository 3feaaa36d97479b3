import { describe, expect, it } from 'vitest';
import { staticClosure, unusedByLayout } from '../../src/build/layout-chunk.ts';

/** A module graph as the bundler reports it: each module's static imports. */
function graph(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
  };
}

describe('staticClosure', () => {
  it.each([
    ['the root alone', { root: [] }, ['root']],
    ['what the root reaches, however deep', { root: ['a'], a: ['b'], b: [], other: ['b'] }, ['a', 'b', 'root']],
    ['a cycle once', { root: ['a'], a: ['root'] }, ['a', 'root']],
    ['an import the graph does not know (external)', { root: ['lost'] }, ['lost', 'root']],
    ['nothing without a root', { page: ['a'], a: [] }, []],
  ])('takes %s', (_, imports, expected) => {
    expect([...staticClosure(graph(imports), (id) => id === 'root')].sort()).toEqual(expected);
  });

  it('leaves out what only another entry imports', () => {
    const closure = staticClosure(graph({ root: ['shared'], island: ['shared', 'react'], shared: [], react: [] }), (id) => id === 'root');
    expect(closure.has('react')).toBe(false);
    expect(closure.has('shared')).toBe(true);
  });

  it('stops at what it is told to leave out, and at what only that imports', () => {
    const closure = staticClosure(
      graph({ root: ['index'], index: ['atom', 'listen'], listen: ['path'], atom: [], path: [] }),
      (id) => id === 'root',
      (id) => id === 'listen',
    );
    expect([...closure].sort()).toEqual(['atom', 'index', 'root']);
  });
});

describe('unusedByLayout', () => {
  it.each([
    ['/app/node_modules/nanostores/listen-keys/index.js', true],
    ['/app/node_modules/nanostores/deep-map/path.js', true],
    ['C:\\app\\node_modules\\nanostores\\deep-map\\index.js', true],
    ['/app/node_modules/nanostores/atom/index.js', false],
    ['/app/node_modules/nanostores/computed/index.js', false],
    ['/app/node_modules/nanostores/index.js', false],
    ['/app/src/stores/cart.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(unusedByLayout(id)).toBe(expected);
  });
});

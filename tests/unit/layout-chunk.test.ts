import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../src/server/static/build-layout-chunk.ts';

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
});

import { describe, expect, it } from 'vitest';
import {
  claimListSearch,
  claimSearch,
  DEFAULT_CLAIM_QUERY,
  DEFAULT_DUPLICATE_QUERY,
  DEFAULT_REGISTRATION_QUERY,
  duplicateListSearch,
  registrationListSearch,
  registrationSearch,
} from '../../src/lib/admin/warranty-query.ts';

describe('the warranty lists’ queries', () => {
  it.each([
    [DEFAULT_CLAIM_QUERY, ''],
    [{ ...DEFAULT_CLAIM_QUERY, status: ['received', 'inspecting'] as const }, '?status=received%2Cinspecting'],
    [{ ...DEFAULT_CLAIM_QUERY, sort: 'oldest' as const, page: 3, pageSize: 50 }, '?sort=oldest&page=3&pageSize=50'],
    [{ ...DEFAULT_CLAIM_QUERY, q: 'C-4821907' }, '?q=C-4821907'],
  ])('claims %j → %s (defaults left out)', (query, search) => {
    expect(claimListSearch({ ...query, status: [...query.status] })).toBe(search);
  });

  it.each([
    [DEFAULT_REGISTRATION_QUERY, ''],
    [{ ...DEFAULT_REGISTRATION_QUERY, ending: 30 as const }, '?ending=30'],
    [{ ...DEFAULT_REGISTRATION_QUERY, ending: 90 as const, q: 'JKM 4', page: 2 }, '?ending=90&q=JKM+4&page=2'],
  ])('registrations %j → %s', (query, search) => {
    expect(registrationListSearch(query)).toBe(search);
  });

  it.each([
    ['jkm 450-', { serialPrefix: 'JKM450', reference: null }],
    ['deye5k 2311', { serialPrefix: 'DEYE5K2311', reference: null }],
    ['DEYE5K-23', { serialPrefix: 'DEYE5K23', reference: null }],
    ['4b8cfc53', { serialPrefix: '4B8CFC53', reference: '4b8cfc53' }],
    ['#4B8CFC53', { serialPrefix: null, reference: '4b8cfc53' }],
    [' 4B8C FC53 ', { serialPrefix: '4B8CFC53', reference: null }],
    ['%_%', { serialPrefix: null, reference: null }],
    ['-LEADING', { serialPrefix: 'LEADING', reference: null }],
    ['- / .', { serialPrefix: null, reference: null }],
  ])('a search for %j looks for %j', (q, wanted) => {
    expect(registrationSearch(q)).toEqual(wanted);
  });

  it.each([
    ['c 482 1907', { claimReference: 'C-4821907', serialPrefix: 'C4821907', reference: null }],
    ['4821907', { claimReference: 'C-4821907', serialPrefix: '4821907', reference: null }],
    ['deye5k', { claimReference: null, serialPrefix: 'DEYE5K', reference: null }],
    ['#4B8CFC53', { claimReference: null, serialPrefix: null, reference: '4b8cfc53' }],
  ])('a claims search for %j looks for %j', (q, wanted) => {
    expect(claimSearch(q)).toEqual(wanted);
  });

  it.each([
    [DEFAULT_DUPLICATE_QUERY, ''],
    [{ page: 2, pageSize: 10 }, '?page=2&pageSize=10'],
  ])('duplicate attempts %j → %s', (query, search) => {
    expect(duplicateListSearch(query)).toBe(search);
  });
});

import { describe, expect, it } from 'vitest';
import {
  claimListSearch,
  DEFAULT_CLAIM_QUERY,
  DEFAULT_REGISTRATION_QUERY,
  registrationListSearch,
  registrationSearch,
} from '../../src/lib/admin/warranty-query.ts';

describe('the warranty lists’ queries', () => {
  it.each([
    [DEFAULT_CLAIM_QUERY, ''],
    [{ ...DEFAULT_CLAIM_QUERY, status: ['received', 'inspecting'] as const }, '?status=received%2Cinspecting'],
    [{ ...DEFAULT_CLAIM_QUERY, sort: 'oldest' as const, page: 3, pageSize: 50 }, '?sort=oldest&page=3&pageSize=50'],
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
    ['jkm 450-', { serialPrefix: 'JKM450-', reference: null }],
    ['4b8cfc53', { serialPrefix: '4B8CFC53', reference: '4b8cfc53' }],
    ['#4B8CFC53', { serialPrefix: null, reference: '4b8cfc53' }],
    [' 4B8C FC53 ', { serialPrefix: '4B8CFC53', reference: null }],
    ['%_%', { serialPrefix: null, reference: null }],
    ['-LEADING', { serialPrefix: null, reference: null }],
  ])('a search for %j looks for %j', (q, wanted) => {
    expect(registrationSearch(q)).toEqual(wanted);
  });
});

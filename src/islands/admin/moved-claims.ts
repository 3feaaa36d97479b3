import { createContext, useContext } from 'react';
import type { AdminWarrantyClaim } from '../../api/admin-warranty.ts';

/**
 * Claims moved on this page, by id: a claim shown twice (in the serial search and in the claims
 * list) reads the same after a move in either, without reloading a list under the admin's cursor.
 */
export interface MovedClaims {
  latest: ReadonlyMap<string, AdminWarrantyClaim>;
  record: (claim: AdminWarrantyClaim) => void;
}

export const MovedClaimsContext = createContext<MovedClaims>({ latest: new Map(), record: () => {} });

/** The claim as it stands last: as loaded, or as a move on this page answered (its audit is the longer). */
export function useLatestClaim(loaded: AdminWarrantyClaim): { claim: AdminWarrantyClaim; record: MovedClaims['record'] } {
  const { latest, record } = useContext(MovedClaimsContext);
  const moved = latest.get(loaded.id);
  return { claim: moved && moved.events.length > loaded.events.length ? moved : loaded, record };
}

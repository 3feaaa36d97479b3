// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminWarrantyClaim } from '../../api/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { MovedClaimsContext } from './moved-claims.ts';
import { SerialLookup } from './SerialLookup.tsx';
import { DuplicatesList } from './WarrantyDuplicates.tsx';
import { ClaimsList, RegistrationsList } from './WarrantyLists.tsx';

const t = translationsFor(pageLocale());

/** The serial looked up lives in the URL (?serial=…), so a reload or a shared link opens it again. */
const serialFromUrl = () => new URLSearchParams(window.location.search).get('serial')?.trim() ?? '';

function WarrantyDesk() {
  const [serial, setSerial] = useState(serialFromUrl);
  const [latest, setLatest] = useState<ReadonlyMap<string, AdminWarrantyClaim>>(new Map());
  const [moves, setMoves] = useState(0);
  const moved = useMemo(
    () => ({
      latest,
      record: (claim: AdminWarrantyClaim) => {
        setLatest((before) => new Map(before).set(claim.id, claim));
        setMoves((n) => n + 1);
      },
    }),
    [latest],
  );

  useEffect(() => {
    const back = () => setSerial(serialFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const lookUp = useCallback((next: string) => {
    window.history.pushState(null, '', `/admin/warranty?serial=${encodeURIComponent(next)}`);
    setSerial(next);
    document.getElementById('warranty-lookup')?.scrollIntoView();
  }, []);

  return (
    <MovedClaimsContext value={moved}>
      <div className="admin admin--wide admin-warranty">
        <AdminNav current="warranty" />
        <h1>{t('admin.warranty.title')}</h1>
        <div id="warranty-lookup">
          <SerialLookup serial={serial} onSearch={lookUp} />
        </div>
        <ClaimsList />
        <DuplicatesList onLookUp={lookUp} />
        <RegistrationsList onLookUp={lookUp} moves={moves} />
      </div>
    </MovedClaimsContext>
  );
}

/**
 * /admin/warranty: find a serial (and correct it), the claims (open first) with their status select
 * and audit, the serials registered twice, the registrations (ending soon).
 */
export default function AdminWarrantyPage() {
  return (
    <AdminGuard title={t('admin.warranty.title')}>
      <WarrantyDesk />
    </AdminGuard>
  );
}

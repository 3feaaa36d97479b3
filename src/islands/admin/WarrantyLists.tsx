import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { SearchField } from './SearchField.tsx';
import { claimListPath, loadClaimList, loadRegistrationList, registrationListPath } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import {
  CLAIM_SORTS,
  DEFAULT_CLAIM_QUERY,
  DEFAULT_REGISTRATION_QUERY,
  ENDING_WINDOWS,
  WARRANTY_MAX_SEARCH,
  type ClaimListQuery,
  type ClaimSort,
  type EndingWindow,
  type RegistrationListQuery,
} from '../../lib/admin/warranty-query.ts';
import { CLAIM_STATUSES, OPEN_CLAIM_STATUSES, type ClaimStatus } from '../../lib/warranty/claim-status.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Pager } from './Pager.tsx';
import { useAdminData } from './useAdminData.ts';
import { WarrantyClaim } from './WarrantyClaim.tsx';
import { claimStatusLabel, dayLabel, endsLabel } from './warranty-words.ts';

const t = translationsFor(pageLocale());

/** The claims list's status filter: all, the open ones, or one status. */
const OPEN = 'open';
const statusChoice = (statuses: readonly ClaimStatus[]) =>
  statuses.length === 0
    ? ''
    : statuses.length === OPEN_CLAIM_STATUSES.length && statuses.every((s) => OPEN_CLAIM_STATUSES.includes(s))
      ? OPEN
      : statuses[0]!;
const statusesOf = (choice: string): ClaimStatus[] =>
  choice === OPEN ? [...OPEN_CLAIM_STATUSES] : CLAIM_STATUSES.filter((status) => status === choice);

/** A search form's text, trimmed; none is no search. */
const searched = (event: SubmitEvent<HTMLFormElement>) => String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined;

/**
 * The claims, open ones first unless asked otherwise, filtered by status, searched by a claim's
 * reference, a serial or an order, paged: each with its status select and audit.
 */
export function ClaimsList() {
  const id = useId();
  const [query, setQuery] = useState<ClaimListQuery>(DEFAULT_CLAIM_QUERY);
  const { data, loadError, reload } = useAdminData(claimListPath(query), loadClaimList);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ ...query, q: searched(event), page: 1 });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-panel">
      <h2 id={`${id}-heading`}>{t('admin.warranty.claims.heading')}</h2>
      <form className="admin-filters" role="search" aria-label={t('admin.warranty.claims.filters')} onSubmit={search}>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-status`}>{t('admin.warranty.claims.status')}</label>
          <select
            id={`${id}-status`}
            className="admin-select"
            value={statusChoice(query.status)}
            onChange={(event) => setQuery({ ...query, status: statusesOf(event.currentTarget.value), page: 1 })}
          >
            <option value="">{t('admin.warranty.claims.anyStatus')}</option>
            <option value={OPEN}>{t('admin.warranty.claims.openOnly')}</option>
            {CLAIM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {claimStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-sort`}>{t('admin.warranty.claims.sort')}</label>
          <select
            id={`${id}-sort`}
            className="admin-select"
            value={query.sort}
            onChange={(event) => setQuery({ ...query, sort: event.currentTarget.value as ClaimSort, page: 1 })}
          >
            {CLAIM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.warranty.claims.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          label={t('admin.warranty.claims.search')}
          hint={t('admin.warranty.claims.searchHint')}
          submit={t('admin.warranty.registrations.apply')}
          name="q"
          maxLength={WARRANTY_MAX_SEARCH}
          defaultValue={query.q ?? ''}
          literal
        />
      </form>
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__summary">{t('admin.warranty.claims.count', { count: data.total })}</p>
          {data.claims.length === 0 ? (
            <p>{t('admin.warranty.claims.none')}</p>
          ) : (
            <div className="admin-claims">
              {data.claims.map((claim) => (
                <WarrantyClaim key={`${claim.id}:${claim.updatedAt}`} claim={claim} registration={claim.registration} withCustomer />
              ))}
            </div>
          )}
          <Pager
            query={query}
            total={data.total}
            onChange={setQuery}
            label={t('admin.warranty.claims.heading')}
            sizeLabel={t('admin.warranty.perPage')}
          />
        </>
      )}
    </section>
  );
}

/**
 * The registrations: those whose warranty ends within 30 or 90 days, or searched by serial or
 * order; each with a Look up button. Reloaded when a claim is moved (`moves`), so its counts of
 * open claims stay true.
 */
export function RegistrationsList({ onLookUp, moves }: { onLookUp: (serial: string) => void; moves: number }) {
  const id = useId();
  const [query, setQuery] = useState<RegistrationListQuery>(DEFAULT_REGISTRATION_QUERY);
  const { data, loadError, reload } = useAdminData(registrationListPath(query), loadRegistrationList);
  useEffect(() => {
    if (moves > 0) reload();
  }, [moves, reload]);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ ...query, q: searched(event), page: 1 });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-panel">
      <h2 id={`${id}-heading`}>{t('admin.warranty.registrations.heading')}</h2>
      <form className="admin-filters" role="search" aria-label={t('admin.warranty.registrations.filters')} onSubmit={search}>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-ending`}>{t('admin.warranty.registrations.ending')}</label>
          <select
            id={`${id}-ending`}
            className="admin-select"
            value={query.ending ?? ''}
            onChange={(event) => {
              const days = Number(event.currentTarget.value);
              setQuery({
                ...query,
                ending: (ENDING_WINDOWS as readonly number[]).includes(days) ? (days as EndingWindow) : undefined,
                page: 1,
              });
            }}
          >
            <option value="">{t('admin.warranty.registrations.anyEnding')}</option>
            {ENDING_WINDOWS.map((days) => (
              <option key={days} value={days}>
                {t('admin.warranty.registrations.within', { days })}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          label={t('admin.warranty.registrations.search')}
          hint={t('admin.warranty.registrations.searchHint')}
          submit={t('admin.warranty.registrations.apply')}
          name="q"
          maxLength={WARRANTY_MAX_SEARCH}
          defaultValue={query.q ?? ''}
          literal
        />
      </form>
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__summary">{t('admin.warranty.registrations.count', { count: data.total })}</p>
          {data.registrations.length === 0 ? (
            <p>{t('admin.warranty.registrations.none')}</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{t('admin.warranty.registrations.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.warranty.col.serial')}</th>
                    <th scope="col">{t('admin.warranty.col.product')}</th>
                    <th scope="col">{t('admin.warranty.col.order')}</th>
                    <th scope="col">{t('admin.warranty.col.customer')}</th>
                    <th scope="col">{t('admin.warranty.col.ends')}</th>
                    <th scope="col">{t('admin.warranty.col.claims')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.registrations.map((r) => (
                    <tr key={r.id}>
                      <th scope="row" data-label={t('admin.warranty.col.serial')}>
                        <span>
                          {r.serial}
                          <button
                            type="button"
                            className="button button--ghost admin-lookup-button"
                            aria-label={t('admin.warranty.lookUpSerial', { serial: r.serial })}
                            onClick={() => onLookUp(r.serial)}
                          >
                            {t('admin.warranty.lookUp')}
                          </button>
                        </span>
                      </th>
                      <td data-label={t('admin.warranty.col.product')}>{r.productName}</td>
                      <td data-label={t('admin.warranty.col.order')}>
                        <a href={`/admin/order?id=${r.orderId}`}>{r.reference}</a>
                      </td>
                      <td data-label={t('admin.warranty.col.customer')}>
                        <span>
                          {r.customer.name}
                          <a className="admin-table__sub" href={`tel:${r.customer.phone}`}>
                            {r.customer.phone}
                          </a>
                        </span>
                      </td>
                      <td data-label={t('admin.warranty.col.ends')}>
                        <span>
                          {dayLabel(r.endsOn)}
                          <span className="admin-table__sub">{endsLabel(r.endsOn)}</span>
                        </span>
                      </td>
                      <td data-label={t('admin.warranty.col.claims')}>
                        {t('admin.warranty.claimsCount', { count: r.claims, open: r.openClaims })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            query={query}
            total={data.total}
            onChange={setQuery}
            label={t('admin.warranty.registrations.heading')}
            sizeLabel={t('admin.warranty.perPage')}
          />
        </>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { duplicateListPath, loadDuplicateList } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { DEFAULT_DUPLICATE_QUERY, type DuplicateListQuery } from '../../lib/admin/warranty-query.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Pager } from './Pager.tsx';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());

/** A customer of a list row: the order (linked), their name and phone. */
function Whose({ orderId, reference, name, phone }: { orderId: string; reference: string; name: string; phone: string }) {
  return (
    <span>
      <a href={`/admin/order?id=${orderId}`}>{t('admin.warranty.registration.openOrder', { reference })}</a>
      <span className="admin-table__sub">{name}</span>
      <a className="admin-table__sub" href={`tel:${phone}`}>
        {phone}
      </a>
    </span>
  );
}

/**
 * "Serials registered twice": each time a customer tried to register a serial already registered
 * to another customer's order (a possible fake or stolen unit), latest first: the serial with its
 * Look up button, whose it is, who tried it, how often and when.
 */
export function DuplicatesList({ onLookUp }: { onLookUp: (serial: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState<DuplicateListQuery>(DEFAULT_DUPLICATE_QUERY);
  const { data, loadError, reload } = useAdminData(duplicateListPath(query), loadDuplicateList);
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-panel" data-testid="duplicate-attempts">
      <h2 id={`${id}-heading`}>{t('admin.warranty.duplicates.heading')}</h2>
      <p>{t('admin.warranty.duplicates.intro')}</p>
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__summary">{t('admin.warranty.duplicates.count', { count: data.total })}</p>
          {data.attempts.length === 0 ? (
            <p>{t('admin.warranty.duplicates.none')}</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{t('admin.warranty.duplicates.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.warranty.col.serial')}</th>
                    <th scope="col">{t('admin.warranty.col.product')}</th>
                    <th scope="col">{t('admin.warranty.col.registeredTo')}</th>
                    <th scope="col">{t('admin.warranty.col.triedBy')}</th>
                    <th scope="col">{t('admin.warranty.col.lastTry')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.attempts.map((a) => (
                    <tr key={a.id}>
                      <th scope="row" data-label={t('admin.warranty.col.serial')}>
                        <span>
                          {a.registration.serial}
                          <button
                            type="button"
                            className="button button--ghost admin-lookup-button"
                            aria-label={t('admin.warranty.lookUpSerial', { serial: a.registration.serial })}
                            onClick={() => onLookUp(a.registration.serial)}
                          >
                            {t('admin.warranty.lookUp')}
                          </button>
                        </span>
                      </th>
                      <td data-label={t('admin.warranty.col.product')}>{a.registration.productName}</td>
                      <td data-label={t('admin.warranty.col.registeredTo')}>
                        <Whose
                          orderId={a.registration.orderId}
                          reference={a.registration.reference}
                          name={a.registration.customer.name}
                          phone={a.registration.customer.phone}
                        />
                      </td>
                      <td data-label={t('admin.warranty.col.triedBy')}>
                        <Whose orderId={a.orderId} reference={a.reference} name={a.customer.name} phone={a.customer.phone} />
                      </td>
                      <td data-label={t('admin.warranty.col.lastTry')}>
                        <span>
                          {adminDateTime(a.lastAt)}
                          <span className="admin-table__sub">
                            {t('admin.warranty.duplicates.tries', { count: a.attempts, serial: a.serial })}
                          </span>
                        </span>
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
            label={t('admin.warranty.duplicates.heading')}
            sizeLabel={t('admin.warranty.perPage')}
          />
        </>
      )}
    </section>
  );
}

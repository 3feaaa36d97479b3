import { translationsFor } from '../../i18n/index.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { formatKes } from '../../lib/money.ts';
import { paymentMethodName } from '../../lib/order-display.ts';
import { deliveryLabel } from './labels.ts';
import { DeliveryFigures } from '../DeliveryFigures.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { figureRows } from '../../lib/orders/figure-rows.ts';
import { taxBuyerWords } from '../../lib/orders/tax-buyer-words.ts';

const t = translationsFor(pageLocale());

type Props = { detail: AdminOrderDetailView };

export function CustomerSection({ detail: { order } }: Props) {
  return (
    <section aria-labelledby="order-customer" className="admin-panel">
      <h2 id="order-customer">{t('admin.order.customer')}</h2>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.order.name')}</dt>
          <dd>{order.customer_name}</dd>
        </div>
        <div>
          <dt>{t('admin.order.email')}</dt>
          <dd>
            <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('admin.order.phone')}</dt>
          <dd>
            <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('admin.order.address')}</dt>
          <dd>{order.delivery_address}</dd>
        </div>
        {order.buyer && (
          <div>
            <dt>{t('admin.order.taxInvoiceTo')}</dt>
            <dd data-testid="order-tax-buyer">{taxBuyerWords(order.buyer, t)}</dd>
          </div>
        )}
        <div>
          <dt>{t('admin.order.method')}</dt>
          <dd>{paymentMethodName(null, order.chosenMethod, t)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function LinesSection({ detail: { order } }: Props) {
  return (
    <section aria-labelledby="order-lines" className="admin-panel">
      <h2 id="order-lines">{t('admin.order.lines')}</h2>
      <table className="admin-lines">
        <thead>
          <tr>
            <th scope="col">{t('admin.order.product')}</th>
            <th scope="col">{t('admin.order.quantity')}</th>
            <th scope="col">{t('admin.order.unitPrice')}</th>
            <th scope="col">{t('admin.order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.product_id}>
              <th scope="row">{item.product_name}</th>
              <td>{item.quantity}</td>
              <td>{formatKes(item.price_cents, t.locale)}</td>
              <td>{formatKes(item.line_total_cents, t.locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('admin.order.subtotal')}
            </th>
            <td>{formatKes(order.figures.goodsCents, t.locale)}</td>
          </tr>
          <tr data-testid="admin-order-delivery">
            <th scope="row" colSpan={3}>
              {t('delivery.line')}
            </th>
            <td>
              {order.delivery ? (
                <DeliveryFigures delivery={order.delivery} numbered />
              ) : (
                formatKes(order.figures.delivery.feeCents ?? 0, t.locale)
              )}
            </td>
          </tr>
          {/* The same lines, in the same words, as the customer's pages (lib/orders/figure-rows.ts). */}
          {figureRows(order.figures, t).map((row) => (
            <tr key={row.id} className={row.strong ? 'admin-lines__total' : undefined} data-testid={`admin-${row.id}`}>
              <th scope="row" colSpan={3}>
                {row.label}
              </th>
              <td>
                {row.amount}
                {row.quote && <span className="admin-table__sub">{row.quote}</span>}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}

export function PaymentsSection({ detail }: Props) {
  const chosen = detail.order.chosenMethod;
  return (
    <section aria-labelledby="order-payments" className="admin-panel">
      <h2 id="order-payments">{t('admin.order.payments')}</h2>
      {detail.payments.length === 0 ? (
        <p>{t('admin.order.noPayments')}</p>
      ) : (
        <ol className="admin-history">
          {[...detail.payments].reverse().map((payment, index) => (
            <li key={payment.id}>
              <h3>{t('admin.order.attempt', { number: index + 1, status: payment.status })}</h3>
              <dl className="admin-facts">
                <div>
                  <dt>{t('admin.order.tracking')}</dt>
                  <dd>
                    <code>{payment.orderTrackingId ?? t('admin.none')}</code>
                  </dd>
                </div>
                <div>
                  <dt>{t(payment.status === 'COMPLETED' ? 'order.method.paidWith' : 'order.method.label')}</dt>
                  <dd>{payment.reportedMethod ? paymentMethodName(payment.reportedMethod, chosen, t) : t('admin.none')}</dd>
                </div>
                <div>
                  <dt>{t('admin.order.amount')}</dt>
                  <dd>{formatKes(payment.amountCents, t.locale)}</dd>
                </div>
                <div>
                  <dt>{t('admin.order.confirmation')}</dt>
                  <dd>{payment.confirmationCode ?? t('admin.none')}</dd>
                </div>
                <div>
                  <dt>{t('admin.order.started')}</dt>
                  <dd>{adminDateTime(payment.createdAt)}</dd>
                </div>
              </dl>
              <ul>
                {payment.history.map((entry, i) => (
                  <li key={i}>
                    {t('admin.order.statusSeen', { status: entry.status, source: entry.source, date: adminDateTime(entry.at) })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {detail.collections.length > 0 && <CashCollections detail={detail} />}
    </section>
  );
}

/** What the drivers brought back, oldest first: amount and how, the M-PESA receipt, the driver, the note, who recorded it when. */
function CashCollections({ detail }: Props) {
  return (
    <>
      <h3 id="order-collections">{t('admin.order.collections')}</h3>
      <ol className="admin-history" aria-labelledby="order-collections" data-testid="admin-collections">
        {detail.collections.map((collection) => (
          <li key={collection.id}>
            <strong>
              {t('admin.order.collection', {
                amount: formatKes(collection.amountCents, t.locale),
                method: t(`admin.cash.method.${collection.method}`),
              })}
            </strong>
            <dl className="admin-facts">
              {collection.mpesaReceipt && (
                <div>
                  <dt>{t('admin.order.receipt')}</dt>
                  <dd>
                    <code>{collection.mpesaReceipt}</code>
                  </dd>
                </div>
              )}
              {collection.driver && (
                <div>
                  <dt>{t('admin.order.driver')}</dt>
                  <dd>{collection.driver}</dd>
                </div>
              )}
              {collection.note && (
                <div>
                  <dt>{t('admin.order.note')}</dt>
                  <dd>{collection.note}</dd>
                </div>
              )}
            </dl>
            <span className="admin__muted">
              {t('admin.order.collectionBy', {
                who: collection.recordedByEmail ?? t('admin.order.system'),
                date: adminDateTime(collection.recordedAt),
              })}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

export function DeliveryHistorySection({ detail }: Props) {
  return (
    <section aria-labelledby="order-delivery" className="admin-panel">
      <h2 id="order-delivery">{t('admin.order.deliveryHistory')}</h2>
      {detail.order.driver && (
        <p>
          {t('admin.order.driver')}: <strong>{detail.order.driver}</strong>
        </p>
      )}
      {detail.deliveryHistory.length === 0 ? (
        <p>{t('admin.order.noDeliveryChanges')}</p>
      ) : (
        <ol className="admin-history">
          {detail.deliveryHistory.map((change, i) => (
            <li key={i}>
              <strong>
                {t('admin.order.change', {
                  from: change.from ? deliveryLabel(change.from) : t('admin.none'),
                  to: deliveryLabel(change.to),
                })}
              </strong>{' '}
              <span className="admin__muted">
                {t('admin.order.changedBy', {
                  who: change.changedByEmail ?? t('admin.order.system'),
                  date: adminDateTime(change.changedAt),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PoliciesSection({ detail }: Props) {
  return (
    <section aria-labelledby="order-policies" className="admin-panel">
      <h2 id="order-policies">{t('admin.order.policies')}</h2>
      {detail.policies.length === 0 ? (
        <p>{t('admin.order.noPolicies')}</p>
      ) : (
        <ul className="admin-history">
          {detail.policies.map((policy) => (
            <li key={policy.type}>
              <strong>{t('admin.order.policy', { type: policy.type, version: policy.version })}</strong>
              <br />
              <span className="admin__muted">
                {t('admin.order.policyHash', { hash: policy.hash.slice(0, 12), date: adminDateTime(policy.acceptedAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

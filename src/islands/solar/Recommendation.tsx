import { useState, type ReactNode } from 'react';
import { localizedPath } from '../../i18n/locales.ts';
import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import { MAX_LINE_QUANTITY } from '../../lib/cart/line.ts';
import type { Quote } from '../../api/checkout.ts';
import { formatKes } from '../../lib/money.ts';
import type { Recommendation as Found } from '../../lib/sizing/recommend.ts';
import { cart } from '../../stores/cart.ts';
import { useQuote, type QuoteState } from './useQuote.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** What the cart and the links need of a recommended product beyond the candidate list (built with the page). */
export interface CartExtra {
  brand: string;
  category: string;
  image: string;
  href: string;
}

interface Consult {
  whatsapp: string | null;
  phone: string;
}

interface Props {
  found: Found;
  extras: Readonly<Record<string, CartExtra>>;
  consult: Consult;
}

/** Adds every line of a server quote to the cart at the server's unit prices. */
function addQuote(quote: Quote, extras: Readonly<Record<string, CartExtra>>) {
  for (const line of quote.lines) {
    const extra = extras[line.productId];
    cart.add({
      id: line.productId,
      name: line.productName,
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      brand: extra?.brand,
      category: extra?.category,
      image: extra?.image ?? '',
    });
  }
}

function Priced({ state, retry, children }: { state: QuoteState; retry: () => void; children: (quote: Quote) => ReactNode }) {
  if (state.kind === 'ok') return <>{children(state.quote)}</>;
  if (state.kind === 'failed')
    return (
      <p className="sizing-muted">
        {t('sizing.page.priceFailed')}{' '}
        <button type="button" className="link-button" onClick={retry}>
          {t('sizing.page.retry')}
        </button>
      </p>
    );
  return <p className="sizing-muted">{t('sizing.page.pricing')}</p>;
}

function AddButton({ label, quote, extras }: { label: string; quote: Quote; extras: Readonly<Record<string, CartExtra>> }) {
  const [added, setAdded] = useState(false);
  return (
    <div className="sizing-add-to-cart">
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          addQuote(quote, extras);
          setAdded(true);
        }}
      >
        {label}
      </button>
      <p role="status" className="sizing-muted">
        {added && (
          <>
            {t('sizing.page.addedToCart')} <a href={localizedPath('/cart', t.locale)}>{t('sizing.page.viewCart')}</a>
          </>
        )}
      </p>
    </div>
  );
}

/** The consultation offer: WhatsApp with the summary where the shop has it, a phone call, the contact form. */
function ConsultLinks({ consult }: { consult: Consult }) {
  return (
    <ul className="sizing-consult">
      {consult.whatsapp && (
        <li>
          <a className="button" href={consult.whatsapp} target="_blank" rel="noopener">
            {t('sizing.page.consultWhatsapp')}
          </a>
        </li>
      )}
      <li>
        <a className="button" href={`tel:${consult.phone}`}>
          {t('sizing.page.consultCall', { phone: consult.phone })}
        </a>
      </li>
      <li>
        <a className="button" href={localizedPath('/contact', t.locale)}>
          {t('sizing.page.consultContact')}
        </a>
      </li>
    </ul>
  );
}

/** The ready kit and the build-your-own kit, each priced by the server, or a plain "nothing fits" and a consultation. */
export function Recommendation({ found, extras, consult }: Props) {
  const pack = found.package;
  const lines = found.kit?.lines ?? [];
  const orderable = lines.length > 0 && lines.every((line) => line.quantity <= MAX_LINE_QUANTITY);
  const kitQuote = useQuote(orderable ? lines : null);
  const packQuote = useQuote(pack ? [{ id: pack.id, quantity: 1 }] : null);
  const nothing = pack === null && !orderable;
  const missing = found.unmet.map((part) => t(`sizing.page.part.${part}`)).join(', ');

  return (
    <section className="sizing-recommendation" aria-labelledby="sizing-recommendation">
      <h2 id="sizing-recommendation">{t('sizing.page.recommendation')}</h2>
      {pack && (
        <div className="sizing-card">
          <h3>{t('sizing.page.package')}</h3>
          <p>
            <a href={localizedPath(extras[pack.id]?.href ?? '/shop/packages', t.locale)}>{pack.name}</a>
          </p>
          <Priced state={packQuote.state} retry={packQuote.retry}>
            {(quote) => (
              <>
                <p className="sizing-price">{formatKes(quote.totalCents, t.locale)}</p>
                <AddButton label={t('sizing.page.addPackage')} quote={quote} extras={extras} />
              </>
            )}
          </Priced>
        </div>
      )}
      {orderable && (
        <div className="sizing-card">
          <h3>{t(pack ? 'sizing.page.kit' : 'sizing.page.kitOnly')}</h3>
          <Priced state={kitQuote.state} retry={kitQuote.retry}>
            {(quote) => (
              <>
                <table className="sizing-kit">
                  <thead>
                    <tr>
                      <th scope="col">{t('sizing.page.col.product')}</th>
                      <th scope="col">{t('sizing.page.col.quantity')}</th>
                      <th scope="col">{t('sizing.page.col.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => {
                      const priced = quote.lines.find((q) => q.productId === line.id);
                      return (
                        <tr key={line.id} data-kit-line={line.id}>
                          <td>
                            <a href={localizedPath(extras[line.id]?.href ?? `/shop/${line.category}`, t.locale)}>{line.name}</a>
                            <span className="sizing-muted">{line.why}</span>
                          </td>
                          <td>{line.quantity}</td>
                          <td>{priced ? formatKes(priced.lineTotalCents, t.locale) : ''}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('sizing.page.total')}
                      </th>
                      <td data-kit-total>{formatKes(quote.totalCents, t.locale)}</td>
                    </tr>
                  </tfoot>
                </table>
                <AddButton label={t('sizing.page.addKit')} quote={quote} extras={extras} />
              </>
            )}
          </Priced>
        </div>
      )}
      {(nothing || found.unmet.length > 0) && (
        <div className="sizing-card sizing-card--consult">
          <p className="sizing-unmet">{nothing ? t('sizing.page.nothingFits') : t('sizing.page.unmet', { parts: missing })}</p>
          <p>{t('sizing.page.consult')}</p>
          <ConsultLinks consult={consult} />
        </div>
      )}
    </section>
  );
}

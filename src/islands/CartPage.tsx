// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { translationsFor } from '../i18n/index.ts';
import { localizedPath } from '../i18n/locales.ts';
import { checkCart, type LineCheck } from '../lib/cart/catalogue-check.ts';
import { loadCatalogue, type CartCatalogue } from '../client/catalogue.ts';
import { loadStock } from '../client/stock.ts';
import { blocksCheckout, lineStock, withLiveStock } from '../lib/stock/cart-stock.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockIdsToAsk } from '../lib/stock/stock-request.ts';
import { cartVatIncluded } from '../lib/cart/cart-vat.ts';
import { estimateCartDelivery, estimatedTotal } from '../lib/cart/delivery-estimate.ts';
import type { Cart } from '../lib/cart/line.ts';
import { subtotal } from '../lib/cart/rules.ts';
import type { CountyCode } from '../lib/delivery/counties.ts';
import { cartOrderText, whatsappLink } from '../lib/whatsapp.ts';
import { cart } from '../stores/cart.ts';
import { $deliveryCounty, chooseCounty, forgetCounty } from '../stores/delivery-county.ts';
import { CartLineRow } from './cart/CartLineRow.tsx';
import type { CartDelivery } from './cart/DeliveryEstimate.tsx';
import { OrderSummary } from './cart/OrderSummary.tsx';
import { pageLocale } from '../i18n/page-locale.ts';
import { quoteOrder } from '../client/checkout.ts';
import type { InstallationQuoteAnswer } from '../api/installation.ts';
import { $installationWanted, setInstallationWanted } from '../stores/installation.ts';
import { addedFromQuery } from './cart/added-from-query.ts';
import { cartInstallation, installationVat } from './cart/installation-figures.ts';

const t = translationsFor(pageLocale());

/** The delivery row's state: undefined while the snapshot loads, null when it could not be had. */
function cartDelivery(lines: Cart, catalogue: CartCatalogue | null | undefined, county: CountyCode | null): CartDelivery {
  if (!county) return { kind: 'choose' };
  if (catalogue === undefined) return { kind: 'loading' };
  const delivery = catalogue && estimateCartDelivery(lines, catalogue.products, catalogue.delivery, county);
  return delivery ? { kind: 'estimate', delivery } : { kind: 'unavailable' };
}

/** The cart's VAT with the installation's added; null stays null (the figure cannot be known). */
const withInstallationVat = (vat: number | null, installation: number) => (vat === null ? null : vat + installation);

interface Props {
  /** The shop's WhatsApp number from the CMS site settings (+254…), or null for no WhatsApp link. */
  whatsapp: string | null;
  shopName: string;
}

/**
 * The /cart page: the lines of the shared cart store, checked against the catalogue snapshot and
 * the live stock (GET /api/stock: a line sold out or asking for more than is left keeps the cart
 * from checkout until it is changed), with a delivery estimate.
 */
export default function CartPage({ whatsapp, shopName }: Props) {
  const lines = useStore(cart.$lines);
  const count = useStore(cart.$count);
  const county = useStore($deliveryCounty);
  const [catalogue, setCatalogue] = useState<CartCatalogue | null | undefined>(undefined);
  const [live, setLive] = useState<ReadonlyMap<string, ShopperStock>>(new Map());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wanted = useStore($installationWanted);
  // The quote's installation for this cart (undefined while asked for or when nothing in it is installed).
  const [installationQuote, setInstallationQuote] = useState<InstallationQuoteAnswer | null | undefined>(undefined);

  // A product page's "Add to cart with installation" (GET /cart?add=…&installation=1): added once, and the address tidied so a reload adds nothing.
  useEffect(() => {
    const added = addedFromQuery(window.location.search);
    if (!added) return;
    if (cart.add(added.item).outcome !== 'invalid' && added.installation) setInstallationWanted(true);
    history.replaceState(history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    let live = true;
    void loadCatalogue().then((loaded) => {
      if (live) setCatalogue(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  // Asked once for the cart's products, and again only when a product joins it (a quantity changes nothing the answer says).
  const idsKey = lines.map((line) => line.id).join(',');
  useEffect(() => {
    const ids = stockIdsToAsk(idsKey.split(','));
    if (ids.length === 0) return;
    let current = true;
    void loadStock(ids, { cache: 'no-store' }).then((found) => {
      if (current && found) setLive(found);
    });
    return () => {
      current = false;
    };
  }, [idsKey]);

  // Installation (issue 48): asked of the server for a cart holding a product the shop installs, priced for the county once one is chosen.
  const installable = Boolean(catalogue && lines.some((line) => catalogue.products[line.id]?.installation));
  useEffect(() => {
    if (!installable) {
      setInstallationQuote(undefined);
      return;
    }
    let current = true;
    const items = idsKey.split(',').map((id) => ({ id, quantity: 1 }));
    void quoteOrder(items, county ? { county, express: false, weekend: false } : undefined, true).then((answer) => {
      if (current) setInstallationQuote(answer.ok ? answer.data.installation : undefined);
    });
    return () => {
      current = false;
    };
  }, [idsKey, county, installable]);
  const installation = cartInstallation(installable ? installationQuote : undefined, wanted);

  const issues: ReadonlyMap<string, LineCheck> = catalogue ? checkCart(lines, withLiveStock(catalogue.products, live)) : new Map();
  const stock = new Map(lines.map((line) => [line.id, lineStock(line.quantity, live.get(line.id))]));
  const blocked = lines.some((line) => blocksCheckout(stock.get(line.id) ?? null));
  const delivery = cartDelivery(lines, catalogue, county);
  const goods = subtotal(lines);
  const estimate = delivery.kind === 'estimate' ? delivery.delivery : null;
  const orderOnWhatsapp = whatsappLink(whatsapp, cartOrderText(lines, goods, shopName, t));

  /** Removes a line and puts focus on the next line's Remove button, or on the heading. */
  function remove(id: string, index: number) {
    cart.remove(id);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.cart-line__actions .link-button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? headingRef.current)?.focus();
    });
  }

  return (
    <div className="cart-page">
      <div className="cart-page__head">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('cart.title')}
        </h1>
        {lines.length > 0 && !blocked && (
          <a className="button button--primary" href={localizedPath('/checkout', t.locale)}>
            {t('cart.checkout')}
          </a>
        )}
      </div>
      {lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <a className="button button--primary" href={localizedPath('/shop', t.locale)}>
            {t('cart.continueShopping')}
          </a>
        </div>
      ) : (
        <div className="cart-page__body">
          <ul className="cart-page__lines" ref={listRef} aria-label={t('cart.lines')}>
            {lines.map((line, index) => (
              <CartLineRow
                key={line.id}
                line={line}
                check={issues.get(line.id)}
                stock={stock.get(line.id) ?? null}
                onQuantity={(quantity) => cart.update(line.id, quantity)}
                onRemove={() => remove(line.id, index)}
                onAcceptPrice={(priceCents) => cart.acceptPrice(line.id, priceCents)}
              />
            ))}
          </ul>
          <OrderSummary
            count={count}
            subtotalCents={goods}
            totalCents={estimatedTotal(goods, estimate) + (installation.kind === 'offer' ? installation.countedCents : 0)}
            vatCents={withInstallationVat(cartVatIncluded(lines, catalogue?.products, estimate), installationVat(installation))}
            needsReview={issues.size > 0}
            blocked={blocked}
            county={county}
            onCounty={(code) => (code ? chooseCounty(code) : forgetCounty())}
            delivery={delivery}
            installation={installation}
            onInstallation={setInstallationWanted}
            whatsapp={orderOnWhatsapp}
          />
        </div>
      )}
    </div>
  );
}

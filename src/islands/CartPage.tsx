import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { checkCart, type CatalogueProducts, type LineCheck } from '../lib/cart/catalogue-check.ts';
import { loadCatalogueProducts } from '../client/catalogue.ts';
import { subtotal } from '../lib/cart/rules.ts';
import { cart } from '../stores/cart.ts';
import { CartLineRow } from './cart/CartLineRow.tsx';
import { OrderSummary } from './cart/OrderSummary.tsx';

/** The /cart page: the lines of the shared cart store, checked against the catalogue snapshot. */
export default function CartPage() {
  const lines = useStore(cart.$lines);
  const count = useStore(cart.$count);
  const [products, setProducts] = useState<CatalogueProducts | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let live = true;
    void loadCatalogueProducts().then((loaded) => {
      if (live) setProducts(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const issues: ReadonlyMap<string, LineCheck> = products ? checkCart(lines, products) : new Map();

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
        {lines.length > 0 && (
          <a className="button button--primary" href="/checkout">
            {t('cart.checkout')}
          </a>
        )}
      </div>
      {lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <a className="button button--primary" href="/shop">
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
                onQuantity={(quantity) => cart.update(line.id, quantity)}
                onRemove={() => remove(line.id, index)}
                onAcceptPrice={(price) => cart.acceptPrice(line.id, price)}
              />
            ))}
          </ul>
          <OrderSummary count={count} subtotal={subtotal(lines)} needsReview={issues.size > 0} />
        </div>
      )}
    </div>
  );
}

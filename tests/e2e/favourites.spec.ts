import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { E2E_AUTH_URL, E2E_MAILBOX } from '../../scripts/e2e-ports.ts';

/**
 * Issue 46.4: the heart is on every card and on the product page; a guest's hearts join the
 * account at sign-in, and another phone signed in as the same shopper shows them with price and
 * whether each can be bought, here in Kiswahili.
 */

const PASSWORD = 'e2e-solar-password';
const PHONE = { width: 390, height: 844 };

/** A new account with a confirmed e-mail, through the Auth API and the link in its newest mail. */
async function confirmedAccount(request: APIRequestContext, email: string): Promise<void> {
  const signedUp = await request.post(`${E2E_AUTH_URL}/auth/v1/signup`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password: PASSWORD },
  });
  expect(signedUp.status()).toBe(200);
  const { messages } = (await (await request.get(`${E2E_MAILBOX}/__control/messages`)).json()) as {
    messages: Array<{ to: string[]; text: string }>;
  };
  const link = /https?:\/\/\S+/.exec(messages.find((m) => m.to.includes(email))?.text ?? '')?.[0];
  if (!link) throw new Error(`No mail to ${email}`);
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
}

/** Signs in as a shopper on a phone does: Login in the ☰ menu. */
async function logIn(page: Page, email: string, words: typeof en | typeof sw): Promise<void> {
  await page.getByLabel(words['a11y.openMenu']).click();
  await page.locator('[data-user-menu-mobile]').getByRole('button', { name: words['nav.login'] }).click();
  const dialog = page.getByRole('dialog', { name: words['auth.login.title'] });
  await dialog.getByLabel(words['auth.email']).fill(email);
  await dialog.getByLabel(words['auth.password']).fill(PASSWORD);
  await dialog.getByRole('button', { name: words['auth.login.submit'] }).click();
  await expect(dialog).toBeHidden();
}

/** Presses the heart in `card` (a card, or the product page), named for its product, and answers the product's id and name. */
async function heartOne(card: Locator, name: Locator): Promise<{ id: string; name: string }> {
  const product = (await name.first().innerText()).trim();
  const heart = card.getByRole('button', { name: en['searchPage.favourite'].replace('{name}', product), exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  return { id: (await heart.getAttribute('data-favourite')) ?? '', name: product };
}

/** What a card says of its stock, in Kiswahili: In stock, Out of stock or Only N left. */
const low = sw['product.stockLow'] as { one: string; other: string };
const STOCK_LINE = new RegExp(
  `^(${[sw['product.inStock'], sw['product.outOfStock'], low.one, low.other].map((w) => w.replace('{count}', '\\d+')).join('|')})$`,
);

test.use({ viewport: PHONE });

test('a guest’s hearts on home, a listing and a product page follow the shopper to a second phone, with price and availability, in Kiswahili', async ({
  browser,
  page,
}) => {
  const email = `e2e-favourites-${Date.now()}@shop.test`;
  await confirmedAccount(page.request, email);

  // A guest hearts a card on the home page, one on a listing and the product page's own heart.
  await page.goto('/');
  const homeCard = page.locator('main .product-card').first();
  const fromHome = await heartOne(homeCard, homeCard.locator('.product-card__name'));
  await page.goto('/shop/batteries');
  const listingCard = page.locator('[data-listing-grid] .product-card').filter({ hasNotText: fromHome.name }).first();
  const fromListing = await heartOne(listingCard, listingCard.locator('.product-card__name'));
  await page
    .locator('[data-listing-grid] .product-card__name a')
    .filter({ hasNotText: fromListing.name })
    .filter({ hasNotText: fromHome.name })
    .first()
    .click();
  const fromProduct = await heartOne(page.locator('.product'), page.locator('h1'));
  const ids = [fromHome.id, fromListing.id, fromProduct.id];
  expect(new Set(ids).size).toBe(3);

  // Signing in keeps them, now with the account.
  await logIn(page, email, en);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist-owner'))).not.toBeNull();
  await expect(page.locator('.product [data-favourite]')).toHaveAttribute('aria-pressed', 'true');

  // Another phone: nothing in its browser; signed in on the Kiswahili favourites page, the three are there.
  const other = await browser.newContext({ viewport: PHONE });
  try {
    const phone = await other.newPage();
    await phone.goto('/sw/favourites');
    await expect(phone.getByText(sw['favourites.empty'])).toBeVisible();
    await logIn(phone, email, sw);
    const cards = phone.locator('[data-favourites-grid] > li');
    await expect(cards).toHaveCount(3);
    // Newest first, each with its price in shillings and whether it can be bought now.
    expect(await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.productId))).toEqual([...ids].reverse());
    for (const card of await cards.all()) {
      await expect(card.locator('.product-card__price')).toContainText(/KSh\s?[\d,]+/);
      await expect(card.locator('.favourites__stock')).toHaveText(STOCK_LINE);
      await expect(card.getByRole('button', { name: new RegExp(`^${sw['favourites.remove']}`) })).toBeVisible();
    }
    await expect(phone.locator('[data-favourites-status]')).toBeEmpty();
  } finally {
    await other.close();
  }
});

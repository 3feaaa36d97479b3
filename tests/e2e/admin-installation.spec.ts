import { expect, test, type Page } from '@playwright/test';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import { axeViolations } from './axe.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';
import { uniquePhone } from './sms.ts';

/**
 * The team's installation desks on a phone (issue 48, items 3 and 6): a cash order of a hybrid
 * inverter with installation booked through the API; the admin adds a T1 technician (a wrong phone
 * refused at its field first) and a T3 whose licence ends within 60 days (the notice and the badge
 * say so), opens /admin/installations for the next two weeks, finds the job among those that need
 * the team, sees the T1 disabled with why, assigns the T3, gets the job sheet's link, and finds the
 * technician on the job, moves it to another open day (the technician keeps it), and finds them on
 * the order's page. axe-clean, no sideways scrolling, at 390 px.
 */
const NAIROBI = '047';
const run = Date.now().toString(36).toUpperCase();
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

/** A cash-on-delivery order of the cheapest hybrid inverter the shop installs (a T3 job), on Nairobi's first open day. */
async function hybridJob(page: Page) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id] = Object.entries(products)
    .filter(([, p]) => p.inStock && p.installation?.licenceClass === 'T3' && /hybrid/i.test(p.name))
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
  const { slots } = (await (await page.request.get(`/api/installations/slots?county=${NAIROBI}`)).json()) as SlotsAnswer;
  const day = slots.find((slot) => slot.available > 0 && slot.date <= addDays(shopDay(new Date()), 13))!.date;
  const { policies } = (await (await page.request.get('/api/policies/latest')).json()) as {
    policies: Array<{ type: string; hash: string }>;
  };
  const placed = await page.request.post('/api/checkout/initiate', {
    data: {
      customer: {
        fullName: 'Wairimu Kariuki',
        email: `admin-installation-${run}@shop.test`,
        phone: uniquePhone(),
        address: 'Kiambu Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'Cash',
      items: [{ id, quantity: 1 }],
      installation: { date: day },
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${run}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  return { orderId, reference: orderId.slice(0, 8).toUpperCase(), day };
}

/** Fills the technician form open on the page and sends it. */
async function addTechnician(page: Page, who: { name: string; phone: string; licence: string; class: string; expires: string }) {
  const form = page.getByRole('form', { name: 'A new technician' });
  await form.getByLabel('Name', { exact: true }).fill(who.name);
  await form.getByLabel('Mobile number').fill(who.phone);
  await form.getByLabel('EPRA licence number').fill(who.licence);
  await form.getByRole('radio', { name: who.class, exact: true }).check();
  await form.getByLabel('Licence valid until').fill(who.expires);
  await form.getByLabel('Find a county').fill('nai');
  await form.getByRole('checkbox', { name: 'Nairobi City' }).check();
  await expect(form.getByText('1 county chosen: Nairobi City')).toBeVisible();
  await form.getByRole('button', { name: 'Add the technician' }).click();
  return form;
}

test('the team adds a T1 and a T3 technician and gives a hybrid job to the T3, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await hybridJob(page);
  const today = shopDay(new Date());
  const t1 = { name: `Wanjiru T1 ${run}`, phone: uniquePhone(), licence: `EPRA/T1/${run}`, class: 'T1', expires: addDays(today, 300) };
  const t3 = { name: `Otieno T3 ${run}`, phone: uniquePhone(), licence: `EPRA/T3/${run}`, class: 'T3', expires: addDays(today, 40) };

  await page.goto('/about');
  await logIn(page, workerAdmin());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/technicians');
  await stepUp(page);
  await expect(page.getByRole('heading', { name: 'Technicians', level: 1 })).toBeVisible();

  // The T1, refused first for its phone: the API's message at the phone field.
  await page.getByRole('button', { name: 'Add a technician' }).click();
  const form = await addTechnician(page, { ...t1, phone: '12345' });
  await expect(form.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(/Give a Kenyan mobile number/);
  await expect(form.getByLabel('Mobile number')).toBeFocused();
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Mobile number').fill(t1.phone);
  await form.getByRole('button', { name: 'Add the technician' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${t1.name} is added.` })).toBeVisible();

  // The T3, whose licence ends in 40 days: the notice counts it, its row says so.
  await page.getByRole('button', { name: 'Add a technician' }).click();
  await addTechnician(page, t3);
  await expect(page.getByRole('status').filter({ hasText: `${t3.name} is added.` })).toBeVisible();
  await expect(page.getByTestId('licence-notice')).toContainText(/\d+ licences? expires? within 60 days/);
  const t3Row = page.getByTestId('technicians').getByRole('row').filter({ hasText: t3.name });
  await expect(t3Row.locator('td[data-label="Licence valid until"]')).toContainText('expires in 40 days');
  await expect(t3Row.locator('td[data-label="EPRA licence"]')).toHaveText(`${t3.licence} T3`);
  await page.screenshot({ path: 'reports/admin-technicians-390.png', fullPage: true });
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);

  // The team's day: the job waits for a technician.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Installations' }).click();
  await page.getByRole('navigation', { name: 'Days shown' }).getByRole('link', { name: 'Next two weeks' }).click();
  await expect(page).toHaveURL(/\/admin\/installations\?range=fortnight$/);
  const waiting = page.getByTestId('installations-waiting').getByRole('row').filter({ hasText: job.reference });
  await expect(waiting.locator('td[data-label="Status"]')).toHaveText('booked');
  await expect(waiting.locator('td[data-label="Size and class"]')).toContainText('needs T3');
  await expect(page.getByTestId('installation-calendar')).toContainText(job.reference);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);

  await waiting.getByRole('button', { name: `Assign a technician to ${job.reference}` }).click();
  const assign = page.getByRole('form', { name: new RegExp(`A technician for ${job.reference}`) });
  const t1Choice = assign.getByRole('radio', { name: new RegExp(t1.name) });
  await expect(t1Choice).toBeDisabled();
  await expect(t1Choice).toHaveAccessibleDescription('Holds T1; needs T3 or above.');
  await page.screenshot({ path: 'reports/admin-installations-assign-390.png', fullPage: true });
  await assign.getByRole('radio', { name: new RegExp(t3.name) }).check();
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${job.reference} is assigned to ${t3.name}` })).toBeVisible();
  await expect(page.getByTestId('job-sheet-link').getByRole('textbox')).toHaveValue(/\/jobs\/\S+$/);
  const given = page.getByTestId('installations-given').getByRole('row').filter({ hasText: job.reference });
  await expect(given.locator('td[data-label="Technician"]')).toHaveText(`${t3.name}, T3 licence ${t3.licence}`);
  await expect(given.locator('td[data-label="Status"]')).toHaveText('assigned to a technician');
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);

  // Moved to another open day by the team: the technician may take it then, so keeps it.
  await given.getByRole('button', { name: `Move to another day, ${job.reference}` }).click();
  const move = page.getByRole('form', { name: `Move ${job.reference} to another day` });
  const newDay = await move.getByLabel('New day').inputValue();
  expect(newDay).not.toBe(job.day);
  expect(await axeViolations(page)).toEqual([]);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${job.reference} moves to ${formatLongDate(newDay, 'en')}; the customer is told.` }),
  ).toBeVisible();
  await expect(given.locator('td[data-label="Technician"]')).toHaveText(`${t3.name}, T3 licence ${t3.licence}`);

  // The order's page: its installation with the technician and their licence.
  await given.getByRole('link', { name: new RegExp(job.reference) }).click();
  const section = page.getByTestId('order-installation');
  await expect(section.getByRole('heading', { name: 'Installation' })).toBeVisible();
  await expect(section).toContainText(`${t3.name}, T3 licence ${t3.licence}`);
  await expect(section).toContainText('assigned to a technician');
  await section.screenshot({ path: 'reports/admin-order-installation-390.png' });
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
});

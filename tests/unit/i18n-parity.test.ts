import { describe, expect, it } from 'vitest';
import * as enAccount from '../../src/i18n/en/account.ts';
import * as enApi from '../../src/i18n/en/api.ts';
import * as enCart from '../../src/i18n/en/cart.ts';
import * as enCatalogue from '../../src/i18n/en/catalogue.ts';
import * as enCheckout from '../../src/i18n/en/checkout.ts';
import * as enDelivery from '../../src/i18n/en/delivery.ts';
import * as enLayby from '../../src/i18n/en/layby.ts';
import * as enLaybyCheckout from '../../src/i18n/en/layby-checkout.ts';
import * as enLaybyTrack from '../../src/i18n/en/layby-track.ts';
import * as enLaybyMessages from '../../src/i18n/en/layby-messages.ts';
import * as enLaybyPolicy from '../../src/i18n/en/layby-policy.ts';
import * as enMessages from '../../src/i18n/en/messages.ts';
import * as enShell from '../../src/i18n/en/shell.ts';
import * as enSizing from '../../src/i18n/en/sizing.ts';
import * as enSizingPage from '../../src/i18n/en/sizing-page.ts';
import * as enStockAlerts from '../../src/i18n/en/stock-alerts.ts';
import * as enStorefront from '../../src/i18n/en/storefront.ts';
import * as enWhatsapp from '../../src/i18n/en/whatsapp.ts';
import * as swAccount from '../../src/i18n/sw/account.ts';
import * as swApi from '../../src/i18n/sw/api.ts';
import * as swCart from '../../src/i18n/sw/cart.ts';
import * as swCatalogue from '../../src/i18n/sw/catalogue.ts';
import * as swCheckout from '../../src/i18n/sw/checkout.ts';
import * as swDelivery from '../../src/i18n/sw/delivery.ts';
import * as swLayby from '../../src/i18n/sw/layby.ts';
import * as swLaybyCheckout from '../../src/i18n/sw/layby-checkout.ts';
import * as swLaybyTrack from '../../src/i18n/sw/layby-track.ts';
import * as swLaybyMessages from '../../src/i18n/sw/layby-messages.ts';
import * as swLaybyPolicy from '../../src/i18n/sw/layby-policy.ts';
import * as swMessages from '../../src/i18n/sw/messages.ts';
import * as swShell from '../../src/i18n/sw/shell.ts';
import * as swSizing from '../../src/i18n/sw/sizing.ts';
import * as swSizingPage from '../../src/i18n/sw/sizing-page.ts';
import * as swStockAlerts from '../../src/i18n/sw/stock-alerts.ts';
import * as swStorefront from '../../src/i18n/sw/storefront.ts';
import * as swWhatsapp from '../../src/i18n/sw/whatsapp.ts';
import { placeholders } from '../../src/i18n/fill.ts';
import type { Message } from '../../src/i18n/index.ts';

/** Every form of a message, as one text: a counting message's forms together. */
const text = (message: Message): string => (typeof message === 'string' ? message : Object.values(message).join(' '));
import { SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';

/**
 * Every translated area has the same keys in English and Kiswahili, and each string the same
 * placeholders: a key in one locale and not the other, or a `{name}` lost in translation, fails
 * here. The admin area (en/admin.ts) and the Pesapal stand-in's page (en/pesapal.ts) are English only.
 */
const areas: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['account', enAccount, swAccount],
  ['api', enApi, swApi],
  ['cart', enCart, swCart],
  ['catalogue', enCatalogue, swCatalogue],
  ['checkout', enCheckout, swCheckout],
  ['delivery', enDelivery, swDelivery],
  ['layby', enLayby, swLayby],
  ['layby-checkout', enLaybyCheckout, swLaybyCheckout],
  ['layby-track', enLaybyTrack, swLaybyTrack],
  ['layby-messages', enLaybyMessages, swLaybyMessages],
  ['layby-policy', enLaybyPolicy, swLaybyPolicy],
  ['messages', enMessages, swMessages],
  ['shell', enShell, swShell],
  ['sizing', enSizing, swSizing],
  ['sizing-page', enSizingPage, swSizingPage],
  ['stock-alerts', enStockAlerts, swStockAlerts],
  ['storefront', enStorefront, swStorefront],
  ['whatsapp', enWhatsapp, swWhatsapp],
];

describe.each(areas)('the %s strings', (_area, enModule, swModule) => {
  it('export the same tables', () => {
    expect(Object.keys(swModule).sort()).toEqual(Object.keys(enModule).sort());
  });

  const tables = Object.keys(enModule).map(
    (name) => [name, enModule[name] as Record<string, Message>, (swModule[name] ?? {}) as Record<string, Message>] as const,
  );

  it.each(tables)('%s: every key in both locales', (_name, en, sw) => {
    expect({
      onlyInEnglish: Object.keys(en).filter((key) => !(key in sw)),
      onlyInKiswahili: Object.keys(sw).filter((key) => !(key in en)),
    }).toEqual({
      onlyInEnglish: [],
      onlyInKiswahili: [],
    });
  });

  it.each(tables)('%s: the same placeholders in each string', (_name, en, sw) => {
    const differ = Object.keys(en)
      .filter((key) => key in sw)
      .filter((key) => placeholders(text(en[key]!)).join() !== placeholders(text(sw[key]!)).join() || typeof en[key] !== typeof sw[key]);
    expect(differ).toEqual([]);
  });

  it.each(tables)('%s: no empty string', (_name, _en, sw) => {
    expect(
      Object.entries(sw)
        .filter(([, message]) => text(message).trim() === '')
        .map(([key]) => key),
    ).toEqual([]);
  });
});

describe('spec labels', () => {
  it.each(SPEC_FIELDS.map((field) => [field.name, field.title] as const))(
    '%s has a shopper’s label in both languages, the English one the Studio’s title',
    (name, title) => {
      expect((enCatalogue.catalogue as Record<string, string>)[`spec.${name}`]).toBe(title);
      expect((swCatalogue.catalogue as Record<string, string>)[`spec.${name}`]).toBeTruthy();
    },
  );
});

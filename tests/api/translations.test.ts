import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translationBundle, translationString } from '../../contract/presentation';
import { operatorMessages } from '../../contract/operators';
import { translations } from '../../server/db/schema';
import { uiStrings } from '../../server/db/seed/data/ui-strings';
import { humaniseKey } from '../../server/modules/i18n/service';
import { getJson, useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { makeCustomers } from './orders-support';
import { operatorToken } from '../support/order-rows';

/**
 * Interface strings a contract client asks for (issue #22 item 6, decision 0011): every language's
 * bundle fills the keys it lacks (English, else the key made readable), and an operator adds or
 * corrects strings through `POST dashboard/admin/translations`, seen at once by every instance.
 */

const t = useSeededApp();
let admin = '';
let customer = '';

beforeAll(async () => {
  admin = await operatorToken(t.app);
  customer = (await makeCustomers(t.db, 'translations', 1))[0]!.token;
});
/** Puts back what the tests change (cheaper than reseeding, and the sessions stay). */
afterEach(async () => {
  await t.db.delete(translations).where(inArray(translations.key, ['saved.locations', 'x.y', 'a.b']));
  for (const [locale, key] of [['es', 'shop.closed'], ['es', 'shop.open']] as const) {
    await t.db
      .insert(translations)
      .values({ locale, key, value: uiStrings[locale][key]! })
      .onConflictDoUpdate({ target: [translations.locale, translations.key], set: { value: uiStrings[locale][key]! } });
  }
});

const bundle = async (lang: string, app = t.app) =>
  translationBundle.parse((await getJson<{ data: unknown }>(app, `/api/v1/rest/translations/paginate?lang=${lang}`)).body.data);
const localeFile = async (lang: string) => translationBundle.parse((await getJson(t.app, `/locales/${lang}/translation.json`)).body);
const put = (json: unknown, token: string | undefined = admin) =>
  call<{ data: unknown }>(t.app, 'POST', 'dashboard/admin/translations', { json, ...(token ? { token } : {}) });

describe('keys a language does not define', () => {
  it('are answered in English, so a client never shows a key another language has', async () => {
    await t.db.delete(translations).where(and(eq(translations.locale, 'es'), eq(translations.key, 'shop.closed')));
    expect((await bundle('es'))['shop.closed']).toBe('Closed');
    expect((await localeFile('es'))['shop.closed']).toBe('Closed');
    expect((await bundle('ar'))['shop.closed']).toBe('مغلق');
  });

  it('that no English text exists for are answered with the key made readable', async () => {
    await t.db.insert(translations).values({ locale: 'es', key: 'saved.locations', value: 'Ubicaciones guardadas' });
    expect((await bundle('es'))['saved.locations']).toBe('Ubicaciones guardadas');
    expect((await bundle('en'))['saved.locations']).toBe('Saved locations');
    expect((await bundle('ar'))['saved.locations']).toBe('Saved locations');
  });

  it('are made readable from dotted, snake and camel case keys', () => {
    expect(humaniseKey('saved.locations')).toBe('Saved locations');
    expect(humaniseKey('order.on_a_way')).toBe('Order on a way');
    expect(humaniseKey('wallet.topUp')).toBe('Wallet top up');
    expect(humaniseKey('items_other')).toBe('Items');
  });
});

describe('POST dashboard/admin/translations', () => {
  it('adds a string the bundles and i18next files serve at once, and changes it on a second call', async () => {
    const added = await put({ locale: 'es', key: 'saved.locations', value: 'Ubicaciones guardadas' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(translationString.parse(added.body.data)).toEqual({ locale: 'es', group: 'web', key: 'saved.locations', value: 'Ubicaciones guardadas', created: true });
    expect((await bundle('es'))['saved.locations']).toBe('Ubicaciones guardadas');
    expect((await localeFile('es'))['saved.locations']).toBe('Ubicaciones guardadas');

    const english = await put({ locale: 'EN', key: 'saved.locations', value: 'Saved places' });
    expect(english.status).toBe(201);
    expect((await bundle('ar'))['saved.locations']).toBe('Saved places');

    const changed = await put({ locale: 'es', key: 'saved.locations', value: 'Mis lugares' });
    expect(changed.status).toBe(200);
    expect(translationString.parse(changed.body.data).created).toBe(false);
    expect((await bundle('es'))['saved.locations']).toBe('Mis lugares');
    const rows = await t.db.select().from(translations).where(eq(translations.key, 'saved.locations'));
    expect(rows.map((r) => `${r.locale}:${r.value}`).sort()).toEqual(['en:Saved places', 'es:Mis lugares']);
  });

  it('reaches another instance on the same database without waiting for its hourly reload', async () => {
    const other = t.freshApp();
    expect((await bundle('es', other))['shop.open']).toBe('Abierto');
    expect((await put({ locale: 'es', key: 'shop.open', value: 'Abierto ahora' })).status).toBe(200);
    await expect.poll(async () => (await bundle('es', other))['shop.open'], { timeout: 5_000 }).toBe('Abierto ahora');
  });

  it('answers a customer 403 and a visitor 401, and writes nothing', async () => {
    expectError(await put({ locale: 'es', key: 'x.y', value: 'z' }, customer), 403, operatorMessages.forbidden);
    expectError(await put({ locale: 'es', key: 'x.y', value: 'z' }, ''), 401);
    expect(await t.db.select().from(translations).where(eq(translations.key, 'x.y'))).toEqual([]);
  });

  it.each([
    ['an unknown language', { locale: 'fr', key: 'a.b', value: 'x' }, 'locale'],
    ['a malformed language', { locale: 'not a locale', key: 'a.b', value: 'x' }, 'locale'],
    ['no key', { locale: 'es', value: 'x' }, 'key'],
    ['a key with spaces', { locale: 'es', key: 'a b', value: 'x' }, 'key'],
    ['a key too long', { locale: 'es', key: 'k'.repeat(192), value: 'x' }, 'key'],
    ['an empty text', { locale: 'es', key: 'a.b', value: '   ' }, 'value'],
    ['a text too long', { locale: 'es', key: 'a.b', value: 'x'.repeat(5001) }, 'value'],
    ['a text that is not a string', { locale: 'es', key: 'a.b', value: 42 }, 'value'],
    ['an unknown group', { locale: 'es', key: 'a.b', value: 'x', group: 'Not A Group!' }, 'group'],
  ])('refuses %s with 422 naming the field', async (_, json, field) => {
    const error = expectError(await put(json), 422);
    expect(error.params).toHaveProperty(field);
    expect(await t.db.select().from(translations).where(eq(translations.key, 'a.b'))).toEqual([]);
  });
});

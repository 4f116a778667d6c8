import { describe, expect, it } from 'vitest';
import { en } from '../../app/lib/i18n/en';
import { errorBody } from '../../contract/http';
import { currency, language, referral, setting } from '../../contract/presentation';
import { and, eq } from 'drizzle-orm';
import { settings as settingsTable, translations } from '../../server/db/schema';
import { addMissingUiStrings, updateSupersededUiStrings } from '../../server/db/seed/index';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

// Every settings key the storefront reads (spec §3, contract §3.27).
const SPEC_SETTING_KEYS = [
  'payment_type', 'instagram', 'facebook', 'twitter', 'referral_active', 'otp_expire_time',
  'customer_app_android', 'customer_app_ios', 'delivery_app_android', 'delivery_app_ios',
  'vendor_app_android', 'vendor_app_ios', 'group_order', 'footer_text', 'ui_type', 'address', 'phone',
  'email', 'reservation_time_durations', 'reservation_before_time', 'min_reservation_time',
  'active_parcel', 'before_order_phone_required', 'reservation_enable_for_user',
];

describe('GET rest/settings', () => {
  it('lists every settings key of the spec as {key, value} strings, cacheable', async () => {
    const { res, body } = await getJson<{ data: unknown[] }>(t.app, '/api/v1/rest/settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const settings = setting.array().parse(body.data);
    const byKey = Object.fromEntries(settings.map((s) => [s.key, s.value]));
    for (const key of SPEC_SETTING_KEYS) expect(byKey, key).toHaveProperty(key);
    expect(byKey.ui_type).toBe('1');
    expect(byKey.active_parcel).toBe('1');
    expect(byKey.group_order).toBe('1');
    expect(byKey.referral_active).toBe('1');
    expect(byKey.reservation_enable_for_user).toBe('1');
  });

  it('has admin_url (the footer\'s admin panel link) only from ADMIN_PANEL_URL, never from a stored row', async () => {
    // An older demo stored http://localhost:3001; it is not served.
    await t.db.insert(settingsTable).values({ key: 'admin_url', value: 'http://localhost:3001' })
      .onConflictDoUpdate({ target: settingsTable.key, set: { value: 'http://localhost:3001' } });
    const keys = async (app: typeof t.app) =>
      Object.fromEntries(setting.array().parse((await getJson<{ data: unknown[] }>(app, '/api/v1/rest/settings')).body.data).map((s) => [s.key, s.value]));
    expect(await keys(t.freshApp())).not.toHaveProperty('admin_url');
    const withPanel = await keys(t.freshApp({}, { adminPanelUrl: 'https://admin.example.com' }));
    expect(withPanel.admin_url).toBe('https://admin.example.com');
    expect(withPanel.ui_type).toBe('1');
  });
});

describe('languages and currencies', () => {
  it('lists the active languages with Spanish as default and Arabic right-to-left', async () => {
    const { body } = await getJson<{ data: unknown[] }>(t.app, '/api/v1/rest/languages/active');
    const list = language.array().parse(body.data);
    expect(list.map((l) => l.locale).sort()).toEqual(['ar', 'en', 'es']);
    expect(list.filter((l) => l.default).map((l) => l.locale)).toEqual(['es']);
    expect(list.find((l) => l.locale === 'ar')?.backward).toBe(true);
    expect(list.find((l) => l.locale === 'en')?.backward).toBe(false);
  });

  it('lists currencies with exactly one default at rate 1', async () => {
    const { body } = await getJson<{ data: unknown[] }>(t.app, '/api/v1/rest/currencies/active');
    const list = currency.array().parse(body.data);
    expect(list.map((c) => c.title).sort()).toEqual(['COP', 'EUR', 'USD']);
    const defaults = list.filter((c) => c.default);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ title: 'USD', rate: 1 });
    expect(list.find((c) => c.title === 'COP')!.rate).toBeGreaterThan(1000);
    expect(list.find((c) => c.title === 'EUR')!.position).toBe('after');
  });

  it('serves the full currency listing too', async () => {
    const { res, body } = await getJson<{ data: unknown[] }>(t.app, '/api/v1/rest/currencies');
    expect(res.status).toBe(200);
    expect(currency.array().parse(body.data).length).toBeGreaterThanOrEqual(3);
  });
});

describe('translations', () => {
  it.each(['es', 'ar'])('has every bundled English key in %s', async (lang) => {
    const { body } = await getJson<{ data: Record<string, string> }>(t.app, `/api/v1/rest/translations/paginate?lang=${lang}`);
    // The bundle fills a missing key with English (decision 0011), so the seeded rows are what
    // must cover every key.
    const rows = await t.db.select({ key: translations.key, value: translations.value }).from(translations).where(eq(translations.locale, lang));
    const own = new Map(rows.map((r) => [r.key, r.value]));
    const missing = Object.keys(en).filter((key) => !own.get(key)?.trim() || body.data[key] !== own.get(key));
    expect(missing).toEqual([]);
    expect(body.data['error.title']).not.toBe(en['error.title']);
  });

  it('answers an unknown language in the default language (es)', async () => {
    const { body } = await getJson<{ data: Record<string, string> }>(t.app, '/api/v1/rest/translations/paginate?lang=xx');
    expect(body.data['error.title']).toBe('¡Ups, algo salió mal!');
  });

  it('serves the bundle for a language at rest/translations', async () => {
    const { body } = await getJson<{ data: Record<string, string> }>(t.app, '/api/v1/rest/translations?lang=ar');
    expect(body.data['shop.open']).toBe('مفتوح');
  });

  it('serves i18next files at /locales/{lng}/{ns}.json', async () => {
    const { res, body } = await getJson<Record<string, string>>(t.app, '/locales/es/translation.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=/);
    expect(body['shop.closed']).toBe('Cerrado');
    const english = await getJson<Record<string, string>>(t.app, '/locales/en/translation.json');
    expect(english.body['error.title']).toBe('Oops, something went wrong!');
  });

  it('answers 404 for a language that is not active and 422 for a malformed file name', async () => {
    const missing = await getJson(t.app, '/locales/fr/translation.json');
    expect(missing.res.status).toBe(404);
    expect(errorBody.parse(missing.body).message).toMatch(/fr/);
    const bad = await getJson(t.app, '/locales/es/translation.txt');
    expect(bad.res.status).toBe(422);
    expect(errorBody.parse(bad.body).params).toHaveProperty('ns');
  });
});

describe('GET rest/referral', () => {
  it('returns the programme in the requested language with an absolute image URL', async () => {
    const { res, body } = await getJson<{ data: unknown }>(t.app, 'http://shop.test/api/v1/rest/referral?lang=en');
    expect(res.status).toBe(200);
    const r = referral.parse(body.data);
    expect(r.translation?.locale).toBe('en');
    expect(r.translation?.title).toBeTruthy();
    expect(r.img).toMatch(/^http:\/\/shop\.test\/storage\/images\//);
    const ar = referral.parse((await getJson<{ data: unknown }>(t.app, '/api/v1/rest/referral?lang=ar')).body.data);
    expect(ar.translation?.locale).toBe('ar');
    expect(ar.translation?.title).not.toBe(r.translation?.title);
  });
});

describe('interface strings of a newer release', () => {
  it('are added to an existing database without overwriting edited ones', async () => {
    const es = (key: string) => and(eq(translations.locale, 'es'), eq(translations.key, key));
    await t.db.delete(translations).where(es('header.login'));
    await t.db.update(translations).set({ value: 'Entrar ya' }).where(es('shop.open'));
    expect(await addMissingUiStrings(t.db)).toBe(1);
    const rows = await t.db.select().from(translations).where(eq(translations.locale, 'es'));
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(byKey['header.login']).toBe('Iniciar sesión');
    expect(byKey['shop.open']).toBe('Entrar ya');
    expect(await addMissingUiStrings(t.db)).toBe(0);
    await t.reset();
  });
});

describe('interface strings whose default a newer release corrected', () => {
  const row = (locale: string, key: string) => and(eq(translations.locale, locale), eq(translations.key, key));
  const valueOf = async (locale: string, key: string) =>
    (await t.db.select({ value: translations.value }).from(translations).where(row(locale, key)))[0]?.value;

  it('move from a superseded default to today\'s, once, and leave edited and current rows alone', async () => {
    // The shipped correction: the Arabic discount badge.
    const badge = await valueOf('ar', 'shop.discount_percent');
    expect(badge).toBe('خصم {{percent}}٪');
    await t.db.update(translations).set({ value: '−{{percent}}٪' }).where(row('ar', 'shop.discount_percent'));
    // Superseded lists for the test: an edited row and a current row must not change.
    const login = await valueOf('es', 'header.login');
    const open = await valueOf('es', 'shop.open');
    await t.db.update(translations).set({ value: 'Entrar ya' }).where(row('es', 'header.login'));
    const superseded = {
      ar: { 'shop.discount_percent': ['−{{percent}}٪'] },
      es: { 'header.login': ['Ingresar', 'Acceder'], 'shop.open': ['Abierta'], 'no.such.key': ['x'] },
    };
    try {
      expect(await updateSupersededUiStrings(t.db, superseded)).toBe(1);
      expect(await valueOf('ar', 'shop.discount_percent')).toBe(badge);
      expect(await valueOf('es', 'header.login')).toBe('Entrar ya');
      expect(await valueOf('es', 'shop.open')).toBe(open);
      expect(await valueOf('es', 'no.such.key')).toBeUndefined();
      expect(await updateSupersededUiStrings(t.db, superseded)).toBe(0);

      // A row at an older default of several listed is corrected as well; the shipped list
      // (the default argument) covers the Arabic badge.
      await t.db.update(translations).set({ value: 'Acceder' }).where(row('es', 'header.login'));
      await t.db.update(translations).set({ value: '−{{percent}}٪' }).where(row('ar', 'shop.discount_percent'));
      expect(await updateSupersededUiStrings(t.db, superseded)).toBe(2);
      expect(await valueOf('es', 'header.login')).toBe(login);
      await t.db.update(translations).set({ value: '−{{percent}}٪' }).where(row('ar', 'shop.discount_percent'));
      expect(await updateSupersededUiStrings(t.db)).toBe(1);
      expect(await valueOf('ar', 'shop.discount_percent')).toBe(badge);
    } finally {
      await t.reset();
    }
  });

  it('serve the corrected text through the API once applied', async () => {
    await t.db.update(translations).set({ value: '−{{percent}}٪' }).where(row('ar', 'shop.discount_percent'));
    try {
      await updateSupersededUiStrings(t.db);
      const app = t.freshApp();
      const { body } = await getJson<{ data: Record<string, string> }>(app, '/api/v1/rest/translations/paginate?lang=ar');
      expect(body.data['shop.discount_percent']).toBe('خصم {{percent}}٪');
    } finally {
      await t.reset();
    }
  });
});

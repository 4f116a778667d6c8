import { SEEDED_FOOTER_TEXT } from '../../../../app/ui/footer-text';
import { t, type Tr, type UnitKey, type VariantKey } from './types';

/** Marketplace basics: languages, currencies, settings, units and the variant (extra) groups. */

export const languages = [
  { locale: 'en', title: 'English', backward: false, default: false },
  // Spanish is the marketplace default (spec §9: default language code es).
  { locale: 'es', title: 'Español', backward: false, default: true },
  // Arabic is written right to left: `backward` flips the storefront layout.
  { locale: 'ar', title: 'العربية', backward: true, default: false },
] as const;

/** Rates are units of the currency per 1 USD (the default currency has rate 1). */
export const currencies = [
  { title: 'USD', symbol: '$', rate: '1', default: true, position: 'before' },
  { title: 'COP', symbol: '$', rate: '3950', default: false, position: 'before' },
  { title: 'EUR', symbol: '€', rate: '0.92', default: false, position: 'after' },
] as const;

/** Every key of contract §3.27 plus the map/branding keys the storefront reads. Values are strings. */
export const settings: Readonly<Record<string, string>> = {
  title: 'Comanda',
  payment_type: 'admin',
  instagram: 'https://instagram.com/comanda',
  facebook: 'https://facebook.com/comanda',
  twitter: 'https://twitter.com/comanda',
  referral_active: '1',
  otp_expire_time: '1',
  customer_app_android: 'https://play.google.com/store/apps/details?id=app.comanda.customer',
  customer_app_ios: 'https://apps.apple.com/app/comanda/id6400000001',
  delivery_app_android: 'https://play.google.com/store/apps/details?id=app.comanda.courier',
  delivery_app_ios: 'https://apps.apple.com/app/comanda-courier/id6400000002',
  vendor_app_android: 'https://play.google.com/store/apps/details?id=app.comanda.vendor',
  vendor_app_ios: 'https://apps.apple.com/app/comanda-vendor/id6400000003',
  group_order: '1',
  footer_text: SEEDED_FOOTER_TEXT,
  ui_type: '1',
  address: 'Carrera 43A #1-50, El Poblado, Medellín, Antioquia',
  phone: '+57 604 444 2442',
  email: 'hola@comanda.app',
  /** Where job applications go (CR2 `apply.email`); `email` when absent. */
  careers_email: 'empleos@comanda.app',
  reservation_time_durations: '30',
  reservation_before_time: '1',
  min_reservation_time: '3',
  active_parcel: '1',
  before_order_phone_required: '0',
  reservation_enable_for_user: '1',
  default_lat: '6.2442',
  default_lng: '-75.5812',
  map_tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  service_fee: '0',
  /** Fresh orders advance through their lifecycle on a timer (server/modules/orders/demo-timer.ts). */
  demo_order_lifecycle: '1',
};

/**
 * Kinds of notification a customer can switch off (N6/N7); each is an interface-string key.
 * Migration 0007 inserts the same rows into existing databases.
 */
export const notificationSettingTypes = ['push', 'discount', 'order_verify'] as const;

export const units: Readonly<Record<UnitKey, Tr>> = {
  piece: t('pcs', 'und', 'قطعة'),
  kg: t('kg', 'kg', 'كغ'),
  g: t('g', 'g', 'غ'),
  l: t('l', 'l', 'لتر'),
  ml: t('ml', 'ml', 'مل'),
  pack: t('pack', 'paquete', 'عبوة'),
};

export type ExtraGroupKey = 'size' | 'crust' | 'volume' | 'milk' | 'scoops';

/**
 * Variant options. `extra_values.value` keeps the English text, which is also the option's key in
 * `variantSpecs`; every language's text is an `extra_value_translations` row, so a Spanish or
 * Arabic page never shows "Large" (issue #23). Migration 0013 writes the same es/ar texts into
 * databases seeded before it: change both together.
 */
export const extraGroups: Readonly<Record<ExtraGroupKey, { title: Tr; values: readonly Tr[] }>> = {
  size: { title: t('Size', 'Tamaño', 'الحجم'), values: [t('Small', 'Pequeño', 'صغير'), t('Medium', 'Mediano', 'وسط'), t('Large', 'Grande', 'كبير')] },
  crust: { title: t('Crust', 'Masa', 'العجينة'), values: [t('Classic', 'Clásica', 'كلاسيكية'), t('Thin', 'Delgada', 'رقيقة'), t('Stuffed', 'Rellena', 'محشوة')] },
  volume: { title: t('Volume', 'Volumen', 'السعة'), values: [t('350 ml', '350 ml', '350 مل'), t('600 ml', '600 ml', '600 مل'), t('1.5 l', '1,5 l', '1.5 لتر')] },
  milk: { title: t('Milk', 'Leche', 'الحليب'), values: [t('Whole', 'Entera', 'كامل الدسم'), t('Oat', 'Avena', 'شوفان'), t('Almond', 'Almendra', 'لوز')] },
  scoops: { title: t('Scoops', 'Bolas', 'الكرات'), values: [t('1 scoop', '1 bola', 'كرة واحدة'), t('2 scoops', '2 bolas', 'كرتان'), t('3 scoops', '3 bolas', '3 كرات')] },
};

/**
 * Variant products get one stock per combination of these options, in level order
 * (`stock_extras.position` 0 = first group). Each option adds its delta (USD) to the base price.
 */
export const variantSpecs: Readonly<Record<VariantKey, ReadonlyArray<{ group: ExtraGroupKey; options: ReadonlyArray<readonly [string, number]> }>>> = {
  pizza: [
    { group: 'size', options: [['Small', 0], ['Medium', 3], ['Large', 6]] },
    { group: 'crust', options: [['Classic', 0], ['Thin', 0], ['Stuffed', 2]] },
  ],
  drink: [{ group: 'volume', options: [['350 ml', 0], ['600 ml', 0.8], ['1.5 l', 1.9]] }],
  coffee: [{ group: 'size', options: [['Small', 0], ['Medium', 0.6], ['Large', 1.2]] }],
  latte: [
    { group: 'size', options: [['Small', 0], ['Medium', 0.6], ['Large', 1.2]] },
    { group: 'milk', options: [['Whole', 0], ['Oat', 0.5], ['Almond', 0.5]] },
  ],
  scoops: [{ group: 'scoops', options: [['1 scoop', 0], ['2 scoops', 1.6], ['3 scoops', 3]] }],
};

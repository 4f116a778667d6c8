import { EXTERNAL_PAYMENT_TAGS, PAYMENT_TAGS } from '../../../../contract/payments';

/**
 * Ordering in the demo: payment systems, promo codes. Cash and wallet are settled by the server;
 * the external providers of spec §9 are switched on, and offered only where their keys are
 * configured (server/modules/payments/offered.ts).
 */

export const demoPayments: ReadonlyArray<{ tag: string; active: boolean }> = [
  { tag: PAYMENT_TAGS.cash, active: true },
  { tag: PAYMENT_TAGS.wallet, active: true },
  ...EXTERNAL_PAYMENT_TAGS.map((tag) => ({ tag, active: true })),
];

/** Tags every demo shop accepts when `payment_type` is switched from `admin` to per shop. */
export const demoShopPaymentTags: readonly string[] = [PAYMENT_TAGS.cash, PAYMENT_TAGS.wallet, ...EXTERNAL_PAYMENT_TAGS];

export type DemoCoupon = {
  shop: string;
  name: string;
  type: 'fix' | 'percent';
  /** Percent, or base-currency (USD) amount. */
  price: string;
  /** Uses left; null = unlimited. */
  qty: number | null;
  /** Days from the seed's `now`; negative = already expired; null = never. */
  expiresInDays: number | null;
};

export const demoCoupons: readonly DemoCoupon[] = [
  { shop: 'la-brasa-paisa', name: 'WELCOME10', type: 'percent', price: '10', qty: null, expiresInDays: 90 },
  { shop: 'forno-napoli', name: 'WELCOME10', type: 'percent', price: '10', qty: null, expiresInDays: 90 },
  { shop: 'smash-and-co', name: 'WELCOME10', type: 'percent', price: '10', qty: null, expiresInDays: 90 },
  { shop: 'sakura-sushi-bar', name: 'WELCOME10', type: 'percent', price: '10', qty: null, expiresInDays: 90 },
  { shop: 'taqueria-el-guero', name: 'WELCOME10', type: 'percent', price: '10', qty: null, expiresInDays: 90 },
  { shop: 'la-brasa-paisa', name: 'PAISA3', type: 'fix', price: '3.00', qty: 100, expiresInDays: 30 },
  { shop: 'la-brasa-paisa', name: 'SUMMER5', type: 'fix', price: '5.00', qty: 50, expiresInDays: -10 },
];

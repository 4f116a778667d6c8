import type { Motif } from '../art/motifs';
import type { BrandKey, ProductCategoryKey, ShopCategoryKey, ShopTagKey } from './taxonomy';

/** The demo speaks the three seeded languages; every translatable row gets all of them. */
export const LOCALES = ['en', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export type Tr = Readonly<Record<Locale, string>>;

/** Compact constructor used all over the data files: `t('Pizza', 'Pizza', 'بيتزا')`. */
export const t = (en: string, es: string, ar: string): Tr => ({ en, es, ar });

export type UnitKey = 'piece' | 'kg' | 'g' | 'l' | 'ml' | 'pack';

/** How a product with variants expands into stocks (see `variantSpecs` in base.ts). */
export type VariantKey = 'pizza' | 'drink' | 'coffee' | 'latte' | 'scoops';

export type ProductDef = {
  /** Unique within a shop; with the shop slug it gives the product a stable uuid. */
  key: string;
  motif: Motif;
  /** Base price in the default currency (USD). */
  price: number;
  title: Tr;
  description: Tr;
  unit?: UnitKey;
  interval?: number;
  minQty?: number;
  maxQty?: number;
  /** Percent; shops give a default. */
  tax?: number;
  variants?: VariantKey;
  brand?: BrandKey;
  recommended?: boolean;
  /** Pin the picture's colour variant (red vs white wine, chocolate vs vanilla cake). */
  look?: number;
};

export type ProductOptions = Omit<ProductDef, 'key' | 'motif' | 'price' | 'title' | 'description'>;

/** `p('margherita', 'pizza', 9.5, t(...), t(...), { variants: 'pizza' })`. */
export const p = (key: string, motif: Motif, price: number, title: Tr, description: Tr, options: ProductOptions = {}): ProductDef => ({
  key, motif, price, title, description, ...options,
});

/** A block of a shop's catalogue: products of one product category. */
export type Section = { category: ProductCategoryKey; items: readonly ProductDef[] };

export const section = (category: ProductCategoryKey, ...items: ProductDef[]): Section => ({ category, items });

type Span = readonly [from: string, to: string];

/** Opening hours (`HH:mm`, shop time zone): `week` applies Monday–Thursday and to any day not given. */
export type Hours = { week: Span; fri?: Span; sat?: Span; sun?: Span };

export type BranchDef = { title: Tr; address: Tr; lat: number; lng: number };

export type ShopDef = {
  slug: string;
  type: 'restaurant' | 'shop';
  /** Logo motif and brand hue; `scene` motifs decorate the cover picture. */
  motif: Motif;
  hue: number;
  scene: readonly Motif[];
  title: Tr;
  description: Tr;
  address: Tr;
  lat: number;
  lng: number;
  phone: string;
  hours: Hours;
  delivery: readonly [from: number, to: number, unit: 'minute' | 'hour'];
  /** Money in USD (the base currency); `tax` in percent. */
  minAmount: number;
  price: number;
  pricePerKm: number;
  tax: number;
  rating: number;
  reviews: number;
  orders: number;
  /** How long ago the shop joined (`created_at` = now − ageDays), so "newest" sorting means something. */
  ageDays: number;
  verify?: boolean;
  recommended?: boolean;
  hasSection?: boolean;
  /** Closed all day on the seed date's weekday: the demo's "closed today" shop. */
  closedToday?: boolean;
  /** Holidays as day offsets from the seed date (Bogotá calendar). */
  closedDays?: readonly number[];
  categories: readonly ShopCategoryKey[];
  tags: readonly ShopTagKey[];
  branches?: readonly BranchDef[];
  menu: readonly Section[];
  /** Addon products, offered with every stock of the products in `for`. */
  addons?: { items: readonly ProductDef[]; for: readonly ProductCategoryKey[] };
  discount?: { type: 'fix' | 'percent'; value: number; products: readonly string[] };
  /** Product keys sold out (all their stocks at quantity 0). */
  outOfStock?: readonly string[];
};

import type { Cart, CartAddon, CartDetail } from '../../../contract/cart';
import type { NewCartLine } from './cart-store';

/** Server carts for the cart's unit tests (contract §3.8 shapes, amounts as the server prices them). */
export const stock = (id: number, totalPrice: number, over: { quantity?: number; min_qty?: number; max_qty?: number; title?: string } = {}) => ({
  id,
  countable_id: id,
  sku: null,
  quantity: over.quantity ?? 50,
  price: totalPrice,
  discount: 0,
  tax: 0,
  total_price: totalPrice,
  extras: [],
  product: {
    id,
    uuid: `u-${id}`,
    shop_id: 2,
    img: null,
    translation: { locale: 'en', title: over.title ?? `Product ${id}`, description: null },
    min_qty: over.min_qty ?? 1,
    max_qty: over.max_qty ?? 0,
    interval: 1,
    unit: null,
  },
}) as unknown as CartAddon['stock'];

export const addonRow = (id: number, stockId: number, unit: number, quantity: number): CartAddon => ({
  id, quantity, price: Math.round(unit * 100 * quantity) / 100, discount: 0, bonus: false, stock: stock(stockId, unit),
});

export const detail = (over: Partial<CartDetail> & { unit?: number } = {}): CartDetail => {
  const { unit = 10.5, ...rest } = over;
  const quantity = rest.quantity ?? 2;
  return { id: 100, quantity, price: Math.round(unit * 100 * quantity) / 100, discount: 0, bonus: false, stock: stock(10, unit), addons: [], ...rest };
};

export const serverCart = (details: CartDetail[], total: number, shopId = 2, id = 9): Cart => ({
  id, shop_id: shopId, owner_id: 7, group: false, total_price: total, receipt_discount: 0, receipt_count: 0, currency_id: 1, rate: 1,
  user_carts: [{ id: 1, cart_id: id, user_id: 7, uuid: 'm', name: 'Ana', status: true, cartDetails: details }],
  created_at: '', updated_at: '',
});


/** A line as the product dialog adds it (a visitor's local line), 10.50 a unit unless told. */
export const newLine = (over: Partial<NewCartLine> = {}): NewCartLine => ({
  quantity: 1,
  stock: { id: 10, price: 10.5 },
  shop_id: 2,
  addons: [],
  product: { uuid: 'p-1', title: 'Margherita', img: null },
  ...over,
});

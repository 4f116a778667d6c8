import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { orderMessages } from '../../../contract/orders';
import { paymentMessages as m, type ProcessQuery, type ProviderTag } from '../../../contract/payments';
import type { Database, Tx } from '../../db/client';
import { currencies, paymentAttempts, payments, transactions, users, wallets } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { amountToBase, convertAmount, toCents } from '../currencies/convert';
import { findCurrency, lockOwnOrder } from '../orders/queries';
import { lockOwnPayableParcel, payParcel, requireParcelPayment } from '../parcels/payment';
import { providerAmount } from './amounts';
import { payOrder, requireShopPayment, type PaymentRow } from './payments';
import type { PaymentProvider } from './providers/types';

/**
 * PAY3 `GET dashboard/user/order-{tag}-process`: sends the customer to a provider's hosted
 * checkout for an order, a parcel or a wallet top-up. In one transaction the payable's unpaid
 * transaction is recorded with this provider (as PAY1/PAY2 would) and an attempt freezes what the
 * provider is asked to charge: the server's own total in the customer's currency, in that
 * currency's minor units. Only then, outside the transaction, is the provider called; its answer
 * (the page and its id for the checkout) is kept on the attempt. Nothing is paid here: that is
 * settle.ts, from the provider's verified word.
 */

export const WALLET_PAYABLE = 'wallet';

export type PaymentsDeps = {
  db: Database;
  providers: ReadonlyMap<ProviderTag, PaymentProvider>;
  /** How long an unpaid provider payment holds its order (expiry.ts). */
  expiryMinutes: number;
  now: () => Date;
  log: Logger;
};

export type CheckoutContext = { userId: number; origin: string; lang: string };

type Prepared = { transactionId: number; attemptId: number; reference: string; amount: ReturnType<typeof providerAmount>; description: string };

export function providerOf(deps: PaymentsDeps, tag: ProviderTag): PaymentProvider {
  const provider = deps.providers.get(tag);
  if (!provider) throw new ApiError(404, m.notAvailable);
  return provider;
}

async function paymentRow(db: Database, tag: ProviderTag): Promise<PaymentRow> {
  const [row] = await db.select({ id: payments.id, tag: payments.tag }).from(payments).where(and(eq(payments.tag, tag), eq(payments.active, true)));
  if (!row) throw new ApiError(404, m.notAvailable);
  return row;
}

async function currencyCode(tx: Tx, currencyId: number | null): Promise<string> {
  const [row] = currencyId === null ? [] : await tx.select({ title: currencies.title }).from(currencies).where(eq(currencies.id, currencyId));
  if (row) return row.title;
  const [base] = await tx.select({ title: currencies.title }).from(currencies).where(eq(currencies.default, true));
  return base?.title ?? 'USD';
}

async function addAttempt(tx: Tx, transactionId: number, tag: ProviderTag, amount: string, currency: string, at: Date) {
  const providerValue = providerAmount(amount, currency);
  if (providerValue.minor <= 0n) throw new ApiError(422, m.nothingToPay);
  const reference = `cmd_${transactionId}_${randomBytes(6).toString('hex')}`;
  const [row] = await tx
    .insert(paymentAttempts)
    .values({ transactionId, tag, reference, amountMinor: providerValue.minor, currency: providerValue.currency, createdAt: at, updatedAt: at })
    .returning({ id: paymentAttempts.id });
  return { attemptId: row!.id, reference, amount: providerValue };
}

async function prepareOrder(deps: PaymentsDeps, userId: number, orderId: number, payment: PaymentRow, at: Date): Promise<Prepared> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) throw new ApiError(404, orderMessages.orderNotFound);
    if (order.status === 'canceled') throw new ApiError(422, orderMessages.orderCanceled);
    await requireShopPayment(tx, order.shopId, payment.id);
    const transactionId = await payOrder(tx, { id: order.id, userId, shopId: order.shopId, totalPrice: order.totalPrice }, payment, at);
    const amount = convertAmount(order.totalPrice, order.rate);
    const attempt = await addAttempt(tx, transactionId, payment.tag as ProviderTag, amount, await currencyCode(tx, order.currencyId), at);
    return { transactionId, ...attempt, description: `Order #${order.id}` };
  });
}

async function prepareParcel(deps: PaymentsDeps, userId: number, parcelId: number, payment: PaymentRow, at: Date): Promise<Prepared> {
  await requireParcelPayment(deps.db, payment.id);
  return deps.db.transaction(async (tx) => {
    const parcel = await lockOwnPayableParcel(tx, userId, parcelId);
    const transactionId = await payParcel(tx, { id: parcel.id, userId, totalPrice: parcel.totalPrice }, payment, at);
    const amount = convertAmount(parcel.totalPrice, parcel.rate);
    const attempt = await addAttempt(tx, transactionId, payment.tag as ProviderTag, amount, await currencyCode(tx, parcel.currencyId), at);
    return { transactionId, ...attempt, description: `Parcel #${parcel.id}` };
  });
}

async function prepareTopUp(deps: PaymentsDeps, userId: number, query: ProcessQuery, payment: PaymentRow, at: Date): Promise<Prepared> {
  const [wallet] = await deps.db.select({ id: wallets.id }).from(wallets).where(and(eq(wallets.id, query.wallet_id!), eq(wallets.userId, userId)));
  if (!wallet) throw new ApiError(404, m.walletNotFound, { wallet_id: [m.walletNotFound] });
  const currency = await findCurrency(deps.db, query.currency_id);
  if (!currency || (query.currency_id !== undefined && currency.id !== query.currency_id)) {
    throw new ApiError(422, m.currencyNotFound, { currency_id: [m.currencyNotFound] });
  }
  const amount = query.total_price!;
  const base = amountToBase(amount, currency.rate);
  if (base === null || toCents(base) <= 0n) throw new ApiError(422, m.topUpAmount, { total_price: [m.topUpAmount] });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({ userId, payableType: WALLET_PAYABLE, payableId: wallet.id, paymentSysId: payment.id, price: base, status: 'progress', createdAt: at, updatedAt: at })
      .returning({ id: transactions.id });
    const transactionId = row!.id;
    const attempt = await addAttempt(tx, transactionId, payment.tag as ProviderTag, amount, currency.title, at);
    return { transactionId, ...attempt, description: 'Wallet top-up' };
  });
}

/** PAY3: the provider's checkout page for what `query` names, and the transaction it pays. */
export async function startProviderCheckout(deps: PaymentsDeps, tag: ProviderTag, query: ProcessQuery, ctx: CheckoutContext) {
  const provider = providerOf(deps, tag);
  const payment = await paymentRow(deps.db, tag);
  const [customer] = await deps.db
    .select({ email: users.email, phone: users.phone, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (provider.requiresEmail && !customer?.email) throw new ApiError(422, m.emailRequired, { payment_sys_id: [m.emailRequired] });
  const at = deps.now();
  const prepared = query.order_id !== undefined
    ? await prepareOrder(deps, ctx.userId, query.order_id, payment, at)
    : query.parcel_id !== undefined
      ? await prepareParcel(deps, ctx.userId, query.parcel_id, payment, at)
      : await prepareTopUp(deps, ctx.userId, query, payment, at);

  const resultUrl = `${ctx.origin}/payment/result?transaction=${prepared.transactionId}`;
  try {
    const session = await provider.createCheckout({
      reference: prepared.reference,
      amount: prepared.amount,
      description: prepared.description,
      customer: {
        email: customer?.email ?? null,
        name: [customer?.firstname, customer?.lastname].filter(Boolean).join(' ') || 'Customer',
        phone: customer?.phone ?? null,
      },
      returnUrl: resultUrl,
      cancelUrl: `${resultUrl}&canceled=1`,
      webhookUrl: `${ctx.origin}/api/v1/webhook/${tag}/payment`,
      locale: ctx.lang,
    });
    await deps.db.update(paymentAttempts).set({ providerRef: session.providerRef, updatedAt: deps.now() }).where(eq(paymentAttempts.id, prepared.attemptId));
    return { url: session.url, transaction_id: prepared.transactionId };
  } catch (err) {
    deps.log.error({ err, tag, transactionId: prepared.transactionId }, 'payment provider checkout failed');
    await deps.db.update(paymentAttempts).set({ status: 'failed', updatedAt: deps.now() }).where(eq(paymentAttempts.id, prepared.attemptId));
    throw new ApiError(502, m.providerUnreachable);
  }
}

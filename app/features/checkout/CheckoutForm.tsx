import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import { isolate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { focusRing } from '../../ui/styles';
import { PaymentMethodOption } from '../payments/PaymentMethodOption';
import { card, inputClass, primaryButton, secondaryButton } from '../profile/Field';
import type { CheckoutActionData } from './checkout-action';
import { OPTION_FIELDS } from './checkout-choice';
import { checkoutMessageText } from './checkout-messages';
import { CheckoutSummary } from './CheckoutSummary';
import type { CheckoutPage } from './load-checkout';
import { SlotPicker } from './SlotPicker';

// Asked only when a group order's members are still choosing (issue #16).
const ConfirmDialog = lazy(() => import('../group-order/ConfirmDialog'));

const option = `relative flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 ${focusRing}`;
const alert = 'rounded-xl border border-negative/40 bg-surface px-3 py-2 break-words text-negative';
const COUPON_DEBOUNCE_MS = 400;
/** Changes that change the totals or the address shown: the page is asked again. A day, a slot or a payment method is kept in the form. */
const TOTALS_FIELDS = ['type', 'address'] as const;

/**
 * The checkout as one form. Its options (type, address, day, time, coupon, payment) are a GET of
 * this page: the loader asks the server again (O1 totals, CP1 coupon, slots) — by the "Update"
 * button without JavaScript, on every change with it (the coupon debounced 400 ms). "Place order"
 * posts the same form to the route action (O2).
 */
export function CheckoutForm({ page, currency, refused }: {
  page: CheckoutPage;
  currency: Currency | null;
  refused: CheckoutActionData | undefined;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const couponTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(couponTimer.current), []);
  const { choice, calculation, shop } = page;
  // This visit's idempotency key: the first one the loader made, kept while the page is open.
  const [key] = useState(choice.key);
  // The day shown; a new answer of the loader (options changed) brings its own.
  const [date, setDate] = useState(choice.date);
  const [given, setGiven] = useState(choice.date);
  if (given !== choice.date) {
    setGiven(choice.date);
    setDate(choice.date);
  }
  const pickup = choice.type === 'pickup';
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  // A group order with members still choosing asks first (spec §5), naming them.
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const placeButton = useRef<HTMLButtonElement>(null);
  

  /** The options only (never the note or someone's phone) as this page's query. */
  const refresh = () => {
    if (!form.current) return;
    clearTimeout(couponTimer.current);
    const fields = new FormData(form.current);
    const query = new URLSearchParams();
    for (const name of OPTION_FIELDS) {
      const value = fields.get(name);
      if (typeof value === 'string' && value) query.set(name, value);
    }
    void submit(query, { method: 'get', replace: true, preventScrollReset: true });
  };

  const day = page.days.find((d) => d.date === date);
  const belowMinimum = calculation !== null && calculation.min_amount > 0 && calculation.price < calculation.min_amount;
  // Each of these is said where it belongs (address, day, summary); any of them stops ordering.
  const blocked = !shop.open || (!pickup && page.outOfZone) || !day || day.disabled || day.slots.length === 0 || page.phoneRequired || belowMinimum;
  const canPlace = !blocked && calculation !== null && !placing;

  return (
    <Form
      ref={form}
      method="post"
      className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value !== 'place' || !page.unfinished.length || confirmed.current) return;
        event.preventDefault();
        setAsking(true);
      }}
      onChange={(event) => {
        const name = (event.target as unknown as HTMLInputElement).name;
        if (name === 'coupon') {
          clearTimeout(couponTimer.current);
          couponTimer.current = setTimeout(refresh, COUPON_DEBOUNCE_MS);
        } else if ((TOTALS_FIELDS as readonly string[]).includes(name)) refresh();
      }}
    >
      <input type="hidden" name="key" value={key} />
      <input type="hidden" name="expected_total" value={page.expected.total} />
      <input type="hidden" name="expected_lines" value={page.expected.lines} />
      <div className="grid min-w-0 gap-4">
        <fieldset className={`${card} min-w-0`}>
          <legend className="sr-only">{t('checkout.type')}</legend>
          <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('checkout.type')}>
            {(['delivery', 'pickup'] as const).map((type) => (
              <label key={type} className={`${option} justify-center font-semibold`}>
                <input type="radio" name="type" value={type} defaultChecked={choice.type === type} className="sr-only" />
                {t(`checkout.type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <section className={card} aria-labelledby="checkout-address">
          <h2 id="checkout-address" className="mb-3 text-lg font-semibold">{pickup ? t('checkout.type.pickup') : t('checkout.address')}</h2>
          {pickup ? (
            <p>{t('checkout.pickupAt', { address: isolate(shop.address || shop.title) })}</p>
          ) : (
            <div className="grid gap-2" role="radiogroup" aria-labelledby="checkout-address">
              {page.saved.map((saved) => (
                <label key={saved.id} className={option}>
                  <input type="radio" name="address" value={`saved-${saved.id}`} defaultChecked={choice.address === `saved-${saved.id}`} className="mt-1 accent-brand" />
                  <span className="min-w-0 font-medium">
                    {saved.title || t('addresses.untitled')}
                    <span dir="auto" className="block break-words text-sm font-normal text-ink-muted">{saved.address.address}</span>
                  </span>
                </label>
              ))}
              {(!page.chosenIsSaved || choice.address === 'chosen') && (
                <label className={option}>
                  <input type="radio" name="address" value="chosen" defaultChecked={choice.address === 'chosen'} className="mt-1 accent-brand" />
                  <span className="min-w-0 font-medium">
                    {t('checkout.address.chosen')}
                    <span className="block break-words text-sm font-normal text-ink-muted">{page.chosen.address || t('address.default_label')}</span>
                  </span>
                </label>
              )}
              <Link to="/saved-locations" className={`justify-self-start text-sm font-medium text-brand underline ${focusRing}`}>
                {t('checkout.address.manage')}
              </Link>
              {page.outOfZone && <p role="alert" className={alert}>{t('checkout.api.notAvailableHere')}</p>}
            </div>
          )}
        </section>

        <div className={card}>
          <SlotPicker days={page.days} date={date} time={{ date: choice.date, start: choice.time }} pickup={pickup} onDate={setDate} />
        </div>

        <fieldset className={`${card} min-w-0`}>
          <legend className="float-start mb-3 text-lg font-semibold">{t('checkout.payment')}</legend>
          <div className="clear-both grid gap-2">
            {page.payments.map((payment) => (
              <PaymentMethodOption
                key={payment.id}
                payment={payment}
                name="payment"
                checked={choice.payment === payment.id}
                extra={payment.tag === 'wallet' && page.wallet && (
                  <span className="block text-sm text-ink-muted" data-testid="wallet-balance">
                    {t('checkout.payment.balance', { amount: formatMoney(page.wallet.price, { symbol: page.wallet.symbol, position: currency?.position ?? 'before' }) })}
                  </span>
                )}
              />
            ))}
            {page.payments.length === 0 && <p role="alert" className={alert}>{t('checkout.api.choosePayment')}</p>}
          </div>
        </fieldset>

        <div className={`${card} grid gap-4`}>
          <div>
            <label htmlFor="checkout-coupon" className="text-sm font-medium">{t('checkout.coupon')}</label>
            <div className="flex gap-2">
              <input id="checkout-coupon" name="coupon" defaultValue={choice.coupon} maxLength={64} autoComplete="off"
                aria-invalid={page.couponError ? true : undefined} aria-describedby={page.couponError || calculation?.coupon ? 'checkout-coupon-status' : undefined}
                onKeyDown={(event) => {
                  // Enter applies the coupon; it never places the order.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    refresh();
                  }
                }}
                className={inputClass} />
              <button type="submit" formMethod="get" formNoValidate className={`${secondaryButton} mt-1 shrink-0`}
                onClick={(event) => {
                  event.preventDefault();
                  refresh();
                }}>
                {t('checkout.coupon.apply')}
              </button>
            </div>
            {page.couponError ? (
              <span id="checkout-coupon-status" role="alert" className="mt-1 block text-sm text-negative">{checkoutMessageText(t, page.couponError)}</span>
            ) : calculation?.coupon ? (
              <span id="checkout-coupon-status" role="status" className="mt-1 block text-sm text-positive">{t('checkout.coupon.applied', { name: calculation.coupon.name })}</span>
            ) : null}
          </div>
          <div>
            <label htmlFor="checkout-note" className="text-sm font-medium">{t('checkout.note')}</label>
            <textarea id="checkout-note" name="note" rows={2} maxLength={1000} defaultValue={refused?.values.note ?? ''} className={inputClass} />
          </div>
          <div className="group grid gap-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="for_other" value="1" defaultChecked={refused?.forOther ?? false} className="size-4 accent-brand" />
              {t('checkout.forOther')}
            </label>
            <div className="hidden gap-3 group-has-[:checked]:grid sm:grid-cols-2">
              <div>
                <label htmlFor="checkout-phone" className="text-sm font-medium">{t('checkout.forOther.phone')}</label>
                <input id="checkout-phone" name="phone" type="tel" autoComplete="off" maxLength={20} defaultValue={refused?.values.phone ?? ''} className={inputClass} />
              </div>
              <div>
                <label htmlFor="checkout-name" className="text-sm font-medium">{t('checkout.forOther.name')}</label>
                <input id="checkout-name" name="username" autoComplete="off" maxLength={100} defaultValue={refused?.values.username ?? ''} className={inputClass} />
              </div>
            </div>
          </div>
        </div>
      </div>

      <aside className={`${card} grid min-w-0 gap-4 lg:sticky lg:top-4`}>
        <CheckoutSummary lines={page.lines} calculation={calculation} currency={currency} coupon={Boolean(choice.coupon && !page.couponError)} />
        {page.calculationError && !page.outOfZone && (
          <p role="alert" className={alert}>{checkoutMessageText(t, page.calculationError)}</p>
        )}
        {!shop.open && <p role="alert" className={alert}>{t('checkout.api.shopNotAccepting')}</p>}
        {belowMinimum && (
          <p role="alert" className={alert}>{t('checkout.api.minAmount', { amount: formatMoney(calculation.min_amount, currency) })}</p>
        )}
        {page.phoneRequired && (
          <p role="alert" className={alert}>
            {t('checkout.api.phoneRequired')}{' '}
            <Link to="/profile" className={`font-semibold underline ${focusRing}`}>{t('checkout.phoneRequired.link')}</Link>
          </p>
        )}
        {refused && <p role="alert" className={alert} data-testid="checkout-error">{checkoutMessageText(t, refused.error)}</p>}
        {/* Without JavaScript the options are applied by this button (a GET of the page). */}
        <noscript>
          <button type="submit" formMethod="get" formNoValidate className={`${secondaryButton} w-full`}>{t('checkout.update')}</button>
        </noscript>
        <button ref={placeButton} type="submit" name="intent" value="place" disabled={!canPlace} aria-busy={placing || undefined}
          className={`${primaryButton} w-full py-3 disabled:opacity-60`}>
          {placing ? t('checkout.placing') : t('checkout.place')}
        </button>
      </aside>
      {asking && (
        <Suspense>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsking(false)}
            title={t('group.unfinished.title')}
            text={t('group.unfinished.text', { names: page.unfinished.join(', ') })}
            confirm={t('group.unfinished.confirm')}
            cancel={t('group.unfinished.wait')}
            onConfirm={() => {
              confirmed.current = true;
              form.current?.requestSubmit(placeButton.current);
              confirmed.current = false;
            }}
          />
        </Suspense>
      )}
    </Form>
  );
}

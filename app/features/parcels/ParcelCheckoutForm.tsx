import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import type { ParcelType } from '../../../contract/parcels';
import { formatLocalDate, ltr } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { PaymentMethodOption } from '../payments/PaymentMethodOption';
import { card, inputClass, primaryButton } from '../profile/Field';
import type { ParcelCheckoutActionData } from './parcel-checkout-action';
import { pointOf, type ParcelFormValues } from './parcel-form';
import { parcelMessageText } from './parcel-messages';
import { ParcelFieldError } from './ParcelFieldError';
import { ParcelPointFields } from './ParcelPointFields';
import type { ParcelCheckoutPage } from './load-parcel-checkout';
import { useParcelPrice } from './use-parcel-price';

const option = `relative flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand`;
const alert = 'rounded-xl border border-negative/40 bg-surface px-3 py-2 break-words text-negative';

/** Grams as kilograms, centimetres as metres (contract §3.14), trimmed of trailing zeros. */
const kg = (g: number) => String(Math.round(g / 10) / 100);
const m = (cm: number) => String(Math.round(cm) / 100);

function TypeLimits({ type }: { type: ParcelType }) {
  const { t } = useTranslation();
  return (
    <span className="block text-sm text-ink-muted">
      {/* Length × width × height always left to right: in Arabic the numbers would otherwise swap places. */}
      {t('parcels.type.limits', { weight: kg(type.max_g), size: ltr(`${m(type.max_length)} × ${m(type.max_width)} × ${m(type.max_height)}`) })}
    </span>
  );
}

/**
 * The parcel checkout as one form posting to the route action (PC3): type and its options,
 * sender and receiver, day and hour, description, instructions, anonymity, payment. The price is
 * the server's (PC2, asked from the browser as the type and pins change); "Send parcel" waits
 * for it. Without JavaScript the form still posts and the server prices and checks everything.
 */
export function ParcelCheckoutForm({ page, currency, tileUrl, refused }: {
  page: ParcelCheckoutPage;
  currency: Currency | null;
  tileUrl: string;
  refused: ParcelCheckoutActionData | undefined;
}) {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const hydrated = useRenderedInBrowser();
  const errors = refused?.errors;
  const typed: ParcelFormValues = refused?.values ?? {};
  const [key] = useState(page.key);
  const [typeId, setTypeId] = useState<number | null>(Number(typed.type) || page.types[0]?.id || null);
  const [pins, setPins] = useState({
    from: { latitude: typed.from_latitude ?? String(page.start.location.latitude), longitude: typed.from_longitude ?? String(page.start.location.longitude) },
    to: { latitude: typed.to_latitude ?? '', longitude: typed.to_longitude ?? '' },
  });
  const values = (side: 'from' | 'to'): ParcelFormValues => refused ? typed : side === 'from'
    ? { from_name: page.sender.name, from_phone: page.sender.phone, from_address: page.start.address }
    : {};
  const from = pointOf({ from_latitude: pins.from.latitude, from_longitude: pins.from.longitude }, 'from');
  const to = pointOf({ to_latitude: pins.to.latitude, to_longitude: pins.to.longitude }, 'to');
  const price = useParcelPrice({ typeId, from, to, currencyId: page.currencyId, locale });
  const type = page.types.find((ty) => ty.id === typeId) ?? null;
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'send';
  // Without JavaScript nothing asks PC2: the server prices (and refuses) on the post.
  const canSend = !sending && (!hydrated || price.state === 'ok') && page.payments.length > 0;
  const money = (amount: number) => formatMoney(amount, currency);
  const chosenOptions = new Set(typed.options ?? []);

  return (
    <Form method="post" noValidate className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
      <input type="hidden" name="key" value={key} />
      <div className="grid min-w-0 gap-5">
        <fieldset className={`${card} min-w-0`}>
          <legend className="float-start mb-3 text-lg font-semibold">{t('parcels.type.title')}</legend>
          <div className="clear-both grid gap-2 sm:grid-cols-2">
            {page.types.map((ty) => (
              <label key={ty.id} className={option}>
                <input type="radio" name="type" value={ty.id} checked={typeId === ty.id} onChange={() => setTypeId(ty.id)} className="sr-only" />
                {ty.img ? (
                  <StoredImage src={ty.img} alt="" width={56} height={56} sizes="56px" maxWidth={112} className="size-14 shrink-0 rounded-lg bg-line/50 object-cover" />
                ) : <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-line/50" />}
                <span className="min-w-0">
                  <span className="block font-medium">{ty.type || ty.tag}</span>
                  <TypeLimits type={ty} />
                </span>
              </label>
            ))}
          </div>
          {page.types.length === 0 && <p role="alert" className={alert}>{t('parcels.type.none')}</p>}
          <ParcelFieldError id="parcel-type-error" error={errors?.type} />
          {type && type.options.length > 0 && (
            <fieldset className="mt-4 grid gap-2">
              <legend className="text-sm font-medium">{t('parcels.options')}</legend>
              <div className="flex flex-wrap gap-2">
                {type.options.map((o) => o.translation && (
                  <label key={o.id} className={`inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand`}>
                    <input type="checkbox" name="options" value={o.translation.title} defaultChecked={chosenOptions.has(o.translation.title)} className="size-4 accent-brand" />
                    {o.translation.title}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </fieldset>

        {(['from', 'to'] as const).map((side) => (
          <ParcelPointFields key={side} side={side} values={values(side)} errors={errors} tileUrl={tileUrl}
            start={side === 'to' && from ? from : page.start.location} pin={pins[side]} onPin={(pin) => setPins((p) => ({ ...p, [side]: pin }))} />
        ))}

        <fieldset className={`${card} min-w-0`}>
          <legend className="float-start mb-3 text-lg font-semibold">{t('parcels.when')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="parcel-date" className="text-sm font-medium">{t('parcels.field.date')}</label>
              <input id="parcel-date" name="date" type="date" required min={page.dates.min} max={page.dates.max} defaultValue={typed.date ?? page.dates.initial}
                aria-describedby="parcel-date-hint parcel-date-error" className={`${inputClass} rtl:text-right`} />
              <span id="parcel-date-hint" className="mt-1 block text-xs text-ink-muted">
                {t('parcels.field.dateHint', { date: formatLocalDate(page.dates.max, locale) })}
              </span>
              <ParcelFieldError id="parcel-date-error" error={errors?.date} />
            </div>
            <div>
              <label htmlFor="parcel-time" className="text-sm font-medium">{t('parcels.field.time')}</label>
              <select id="parcel-time" name="time" defaultValue={typed.time ?? page.time} aria-describedby="parcel-time-error" className={inputClass}>
                {page.slots.map((slot) => <option key={slot} value={slot}>{slot}</option>)}
              </select>
              <ParcelFieldError id="parcel-time-error" error={errors?.time} />
            </div>
          </div>
        </fieldset>

        <div className={`${card} grid gap-4`}>
          <div>
            <label htmlFor="parcel-description" className="text-sm font-medium">{t('parcels.field.description')}</label>
            <textarea id="parcel-description" name="description" rows={2} maxLength={1500} dir="auto" defaultValue={typed.description ?? ''}
              aria-describedby="parcel-description-hint parcel-description-error" className={inputClass} />
            <span id="parcel-description-hint" className="mt-1 block text-xs text-ink-muted">{t('parcels.field.descriptionHint')}</span>
            <ParcelFieldError id="parcel-description-error" error={errors?.description} />
          </div>
          <div>
            <label htmlFor="parcel-instructions" className="text-sm font-medium">{t('parcels.field.instructions')}</label>
            <textarea id="parcel-instructions" name="instructions" rows={2} maxLength={1000} dir="auto" defaultValue={typed.instructions ?? ''}
              aria-describedby="parcel-instructions-error" className={inputClass} />
            <ParcelFieldError id="parcel-instructions-error" error={errors?.instructions} />
          </div>
          <div className="flex items-center justify-between gap-3">
            <span>
              <label htmlFor="parcel-anonymous" className="block cursor-pointer font-medium">{t('parcels.anonymous')}</label>
              <span id="parcel-anonymous-hint" className="block text-sm text-ink-muted">{t('parcels.anonymousHint')}</span>
            </span>
            <input id="parcel-anonymous" type="checkbox" role="switch" name="anonymous" value="1" defaultChecked={typed.anonymous === '1'}
              aria-describedby="parcel-anonymous-hint" className={`size-5 shrink-0 accent-brand ${focusRing}`} />
          </div>
        </div>
      </div>

      <div className="grid gap-5 lg:sticky lg:top-4">
        <fieldset className={`${card} min-w-0`}>
          <legend className="float-start mb-3 text-lg font-semibold">{t('checkout.payment')}</legend>
          <div className="clear-both grid gap-2">
            {page.payments.map((payment, i) => (
              <PaymentMethodOption
                key={payment.id}
                payment={payment}
                name="payment"
                checked={typed.payment ? typed.payment === String(payment.id) : i === 0}
                extra={payment.tag === 'wallet' && page.wallet && (
                  <span className="block text-sm text-ink-muted" data-testid="wallet-balance">
                    {t('checkout.payment.balance', { amount: formatMoney(page.wallet.price, { symbol: page.wallet.symbol, position: currency?.position ?? 'before' }) })}
                  </span>
                )}
              />
            ))}
            {page.payments.length === 0 && <p role="alert" className={alert}>{t('checkout.api.choosePayment')}</p>}
            <ParcelFieldError id="parcel-payment-error" error={errors?.payment} />
          </div>
        </fieldset>
        <div className={`${card} grid gap-3`}>
          <h2 className="text-lg font-semibold">{t('parcels.price')}</h2>
          <div aria-live="polite" data-testid="parcel-price">
            {price.state === 'ok' ? (
              <p className="text-2xl font-bold">{money(price.price)}</p>
            ) : price.state === 'error' ? (
              <p role="alert" className={alert}>{parcelMessageText(t, { message: price.message, status: price.status })}</p>
            ) : price.state === 'loading' ? (
              <p className="text-ink-muted">{t('parcels.price.loading')}</p>
            ) : (
              <p className="text-ink-muted">{hydrated ? t('parcels.price.waiting') : t('parcels.price.onSend')}</p>
            )}
          </div>
          {errors?.form && <p role="alert" className={alert}>{parcelMessageText(t, errors.form)}</p>}
          <button type="submit" name="intent" value="send" disabled={!canSend} aria-busy={sending || undefined}
            className={`${primaryButton} w-full disabled:cursor-not-allowed disabled:opacity-60`}>
            {price.state === 'ok' ? t('parcels.send.price', { price: money(price.price) }) : t('parcels.send')}
          </button>
        </div>
      </div>
    </Form>
  );
}

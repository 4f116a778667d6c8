import { useTranslation } from '../../lib/i18n/I18nProvider';
import { inputClass } from '../profile/Field';

/**
 * The review form's fields, shared by orders and parcels (the courier's review): 1–5 stars as
 * radio buttons drawn as pills (5 chosen; keyboard and screen readers get "N stars") and an
 * optional comment. The caller wraps them in its form with its own error and submit button.
 */
export function ReviewFields({ legend }: { legend: string }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>
              <input id={`rating-${n}`} type="radio" name="rating" value={n} required defaultChecked={n === 5} className="peer sr-only" />
              <label htmlFor={`rating-${n}`} aria-label={t('order.review.star', { count: n })}
                className="inline-flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-full border border-line px-3 peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-ink peer-focus-visible:outline-2 peer-focus-visible:outline-brand">
                <span aria-hidden="true">{'★'.repeat(n)}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1">
        <span className="text-sm font-medium">{t('order.review.comment')}</span>
        <textarea name="comment" rows={2} maxLength={2000} dir="auto" className={inputClass} />
      </label>
    </>
  );
}

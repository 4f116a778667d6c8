import type { UserShop } from '../../../contract/applications';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, primaryButton } from '../profile/Field';

/** The request as PR1 has it (`user.shop`): what was sent. */
function SentSummary({ shop }: { shop: UserShop }) {
  const { t, locale } = useTranslation();
  const rows: Array<[string, string | null | undefined]> = [
    [t('seller.field.title'), shop.translation?.title],
    [t('seller.field.description'), shop.translation?.description],
    [t('seller.field.address'), shop.translation?.address],
    [t('seller.field.phone'), shop.phone],
  ];
  return (
    <section aria-labelledby="seller-sent" className="grid gap-3">
      <h3 id="seller-sent" className="font-semibold">{t('seller.review.sent')}</h3>
      <div className="flex flex-wrap items-center gap-3">
        {shop.logo_img && <img src={shop.logo_img} alt={t('seller.field.logo')} className="size-16 rounded-xl border border-line object-cover" />}
        {shop.background_img && <img src={shop.background_img} alt={t('seller.field.cover')} className="h-16 w-32 rounded-xl border border-line object-cover" />}
      </div>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="break-words"><bdi dir="auto">{value}</bdi></dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="text-sm text-ink-muted">{t('applications.sent_on', { date: formatLocalDate(shop.request.created_at.slice(0, 10), locale) })}</p>
    </section>
  );
}

/** 'Request under review' (contract §2.26: `user.shop` present). */
export function SellerReview({ shop }: { shop: UserShop }) {
  const { t } = useTranslation();
  return (
    <div className={`${card} grid gap-4`} data-testid="seller-status" data-status="pending">
      <div>
        <h2 className="text-xl font-bold">{t('seller.review.title')}</h2>
        <p className="mt-1 text-ink-muted">{t('seller.review.text')}</p>
      </div>
      <SentSummary shop={shop} />
    </div>
  );
}

/** 'Accepted' with the way to the admin panel (setting `admin_url`), once `role = seller`. */
export function SellerAccepted({ shop, adminUrl }: { shop: UserShop | null; adminUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={`${card} grid gap-3`} data-testid="seller-status" data-status="approved">
      <h2 className="text-xl font-bold text-positive">{t('seller.accepted.title')}</h2>
      <p>{t('seller.accepted.text', { shop: shop?.translation?.title ?? '' })}</p>
      {adminUrl && (
        <p>
          <a href={adminUrl} className={`${primaryButton} inline-block`}>{t('seller.accepted.admin')}</a>
        </p>
      )}
    </div>
  );
}

/** A rejected request: the operator's reason; the form follows, to apply again. */
export function SellerRejected({ shop }: { shop: UserShop }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`${card} grid gap-2 border-negative`} data-testid="seller-status" data-status="rejected">
      <h2 className="text-xl font-bold text-negative">{t('seller.rejected.title')}</h2>
      {shop.request.reason && <p><bdi dir="auto">{t('applications.reason', { reason: shop.request.reason })}</bdi></p>}
      <p className="text-ink-muted">{t('seller.rejected.again')}</p>
    </div>
  );
}

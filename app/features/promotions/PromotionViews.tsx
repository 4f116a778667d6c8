import { Link } from 'react-router';
import type { Banner, BannerDetail } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { EmptyState, ListPage } from '../browse/ListPage';
import { TileGrid } from '../browse/TileGrid';
import { ShopGrid } from '../catalog/ShopGrid';
import type { ImageLayout } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import type { PromotionKind } from './promotion-loaders';

const base = (kind: PromotionKind) => (kind === 'ad' ? '/ads' : '/promotion');

/** The detail page's picture spans the page (`max-w-6xl px-4`). */
const PROMOTION_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 1120px, calc(100vw - 2rem)', maxWidth: 1120 };

type ListProps = { kind: PromotionKind; promotions: Banner[]; page: number; lastPage: number };

/** /promotion and /ads: the running promotions as wide pictures. */
export function PromotionList({ kind, promotions, page, lastPage }: ListProps) {
  const { t } = useTranslation();
  const tiles = promotions.map((p) => ({
    key: p.id,
    to: `${base(kind)}/${p.id}`,
    title: p.translation?.title ?? t(kind === 'ad' ? 'lists.ads.title' : 'lists.promotions.title'),
    img: p.img,
    note: p.translation?.description,
  }));
  return (
    <ListPage
      title={t(kind === 'ad' ? 'lists.ads.title' : 'lists.promotions.title')}
      subtitle={t(kind === 'ad' ? 'lists.ads.subtitle' : 'lists.promotions.subtitle')}
      withAddress
      page={page}
      lastPage={lastPage}
    >
      {tiles.length ? (
        <TileGrid tiles={tiles} shape="wide" />
      ) : (
        <EmptyState title={t(kind === 'ad' ? 'lists.ads.empty' : 'lists.promotions.empty')} text={t('lists.empty_address')} />
      )}
    </ListPage>
  );
}

type DetailProps = { kind: PromotionKind; promotion: BannerDetail; page: number; lastPage: number };

/** /promotion/{id} and /ads/{id}: the picture, what it offers and the shops taking part. */
export function PromotionDetail({ kind, promotion, page, lastPage }: DetailProps) {
  const { t } = useTranslation();
  const title = promotion.translation?.title ?? t(kind === 'ad' ? 'lists.ads.title' : 'lists.promotions.title');
  return (
    <ListPage title={title} subtitle={promotion.translation?.description} page={page} lastPage={lastPage}>
      {promotion.img && (
        <StoredImage
          src={promotion.img}
          alt=""
          width={1200}
          height={600}
          {...PROMOTION_LAYOUT}
          priority
          className="mt-5 aspect-[2/1] w-full rounded-2xl object-cover sm:aspect-[3/1]"
        />
      )}
      <h2 className="mt-8 text-xl font-semibold">{t('lists.promotion.shops', { count: promotion.shops_count })}</h2>
      {promotion.shops.length ? (
        <ShopGrid shops={promotion.shops} atTop={false} />
      ) : (
        <EmptyState
          title={t('lists.promotion.empty')}
          action={
            <Link to={base(kind)} className={pillLink}>
              {t(kind === 'ad' ? 'lists.ads.all' : 'lists.promotions.all')}
            </Link>
          }
        />
      )}
    </ListPage>
  );
}

import { Link } from 'react-router';
import type { ImageLayout } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';

/** Wide tiles: 1, 2 then 3 columns of `max-w-6xl px-4`. Square ones: 2, 3 then 5, less their padding. */
const LAYOUT: Record<'square' | 'wide', ImageLayout> = {
  wide: { sizes: '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)', maxWidth: 607 },
  square: { sizes: '(min-width: 1024px) 176px, (min-width: 640px) calc(33vw - 3rem), calc(50vw - 3rem)', maxWidth: 280 },
};

export type Tile = {
  key: number | string;
  to: string;
  title: string;
  img: string | null;
  /** A second line (e.g. how many products a brand has). */
  note?: string | null;
};

/**
 * Pictures with a title that link somewhere: shop categories, brands, banners and ads.
 * `shape` picks the picture's proportions (square logos, wide banners). The grid opens its page:
 * the first picture is fetched first, the rest lazily.
 */
export function TileGrid({ tiles, shape = 'square' }: { tiles: Tile[]; shape?: 'square' | 'wide' }) {
  const wide = shape === 'wide';
  const cols = wide ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <ul className={`mt-6 grid gap-4 sm:gap-5 ${cols}`}>
      {tiles.map((tile, i) => (
        <li key={tile.key}>
          <Link
            to={tile.to}
            className={`group block h-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:shadow-md ${focusRing}`}
          >
            <div className={`${wide ? 'aspect-[2/1]' : 'aspect-square p-4'} bg-line/40`}>
              {tile.img && (
                <StoredImage
                  src={tile.img}
                  alt=""
                  width={wide ? 600 : 240}
                  height={wide ? 300 : 240}
                  {...LAYOUT[shape]}
                  priority={i === 0}
                  className={`size-full ${wide ? 'object-cover' : 'rounded-xl object-contain'}`}
                />
              )}
            </div>
            <div className="px-3 py-3">
              <p className="font-semibold leading-tight group-hover:underline">{tile.title}</p>
              {tile.note && <p className="mt-0.5 text-sm text-ink-muted">{tile.note}</p>}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

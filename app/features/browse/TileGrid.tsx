import { Link } from 'react-router';
import { focusRing } from '../../ui/styles';

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
 * `shape` picks the picture's proportions (square logos, wide banners).
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
                <img
                  src={tile.img}
                  alt=""
                  width={wide ? 600 : 240}
                  height={wide ? 300 : 240}
                  loading={i < 6 ? 'eager' : 'lazy'}
                  decoding="async"
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

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StoryGroups } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing } from '../../ui/styles';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/** How long one story stays before the next (the reference apps use about five seconds). */
const STORY_MS = 5000;

type Position = { group: number; story: number };

/** The next (or previous) story across shops; null past either end. */
export function stepStory(groups: StoryGroups, at: Position, delta: 1 | -1): Position | null {
  const story = at.story + delta;
  if (story >= 0 && story < (groups[at.group]?.length ?? 0)) return { group: at.group, story };
  const group = at.group + delta;
  if (group < 0 || group >= groups.length) return null;
  return { group, story: delta === 1 ? 0 : (groups[group]?.length ?? 1) - 1 };
}

function ago(iso: string, locale: string) {
  const hours = Math.round((Date.parse(iso) - Date.now()) / 3_600_000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return Math.abs(hours) >= 24 ? rtf.format(Math.round(hours / 24), 'day') : rtf.format(hours, 'hour');
}

/**
 * Full-screen stories (contract §3.21): one shop's pictures after another, advancing on their
 * own, with previous/next buttons (and arrow keys), and a link to the shop or the product.
 */
export default function StoryViewer({
  groups, start, open, onOpenChange,
}: { groups: StoryGroups; start: number; open: boolean; onOpenChange(open: boolean): void }) {
  const { t, locale, dir } = useTranslation();
  const [at, setAt] = useState<Position>({ group: start, story: 0 });
  const [opened, setOpened] = useState(start);
  if (open && opened !== start) {
    // Opened again on another shop: start there.
    setOpened(start);
    setAt({ group: start, story: 0 });
  }
  const go = (delta: 1 | -1) => {
    const next = stepStory(groups, at, delta);
    if (next) setAt(next);
    else if (delta === 1) onOpenChange(false);
  };
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const next = stepStory(groups, at, 1);
      if (next) setAt(next);
      else onOpenChange(false);
    }, STORY_MS);
    return () => clearTimeout(timer);
  }, [open, at, groups, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    // Arrow keys step through the stories; "forward" follows the reading direction.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') go((e.key === 'ArrowRight') === (dir === 'ltr') ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const group = groups[at.group] ?? [];
  const story = group[at.story];
  if (!story) return null;
  const href = `/shop/${story.shop_id}${story.product_uuid ? `?product=${story.product_uuid}` : ''}`;
  const arrow = (delta: 1 | -1) => (
    <button
      type="button"
      onClick={() => go(delta)}
      aria-label={t(delta === 1 ? 'story.next' : 'story.previous')}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/85 text-black shadow hover:bg-white ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 fill-none stroke-current ${(delta === 1) !== (dir === 'rtl') ? 'rotate-180' : ''}`} strokeWidth="2">
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={story.title} fullScreen>
      <div className="flex h-full flex-col items-center justify-center gap-3 bg-black p-3 text-white">
        <ol className="flex w-full max-w-sm gap-1" aria-label={t('story.position', { n: at.story + 1, total: group.length })}>
          {group.map((s, i) => (
            <li key={s.id} className={`h-1 flex-1 rounded-full ${i <= at.story ? 'bg-white' : 'bg-white/35'}`} />
          ))}
        </ol>
        <p className="flex w-full max-w-sm items-center gap-2 text-sm">
          {story.logo_img && <StoredImage src={story.logo_img} alt="" width={32} height={32} {...fixedWidth(32)} eager className="size-8 rounded-full object-cover" />}
          <span className="font-semibold">{story.title}</span>
          <span className="text-white/70">{ago(story.created_at, locale)}</span>
        </p>
        <div className="relative flex min-h-0 w-full max-w-sm flex-1 items-center justify-center">
          {/* At most `max-w-sm` wide (less when 75dvh of height is the limit); on screen at once. */}
          <StoredImage
            key={story.id}
            src={story.url}
            alt={story.product_title ?? story.title}
            width={720}
            height={1280}
            {...fixedWidth(384)}
            priority
            className="h-full max-h-[75dvh] w-auto max-w-full rounded-xl object-contain"
          />
          <div className="absolute inset-y-0 start-1 flex items-center">{arrow(-1)}</div>
          <div className="absolute inset-y-0 end-1 flex items-center">{arrow(1)}</div>
        </div>
        <Link to={href} onClick={() => onOpenChange(false)} className={`rounded-full bg-white px-5 py-2 font-semibold text-black ${focusRing}`}>
          {story.product_title ? t('story.view_product', { title: story.product_title }) : t('story.view_shop')}
        </Link>
      </div>
    </Modal>
  );
}

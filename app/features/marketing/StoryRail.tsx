import type { StoryGroups } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail } from '../home/Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/**
 * One round button per shop with stories (ST1). The buttons are server HTML: `data-story` is
 * the group a tap opens in the full-screen viewer (StoryViewerHost, through StaticBlock).
 */
export function StoryRail({ groups }: { groups: StoryGroups }) {
  const { t } = useTranslation();
  if (!groups.length) return null;
  return (
    <Rail label={t('home.stories')}>
      {groups.map((group, i) => {
        const first = group[0];
        if (!first) return null;
        return (
          <li key={first.shop_id} className="w-20 shrink-0 snap-start">
            <button type="button" data-story={i} aria-haspopup="dialog" className={`flex w-full flex-col items-center gap-1 rounded-xl text-center ${focusRing}`}>
              <span className="rounded-full bg-gradient-to-tr from-brand to-brand/40 p-0.5">
                <span className="block size-16 overflow-hidden rounded-full border-2 border-surface bg-line">
                  <StoredImage src={first.url} alt="" width={64} height={64} {...fixedWidth(64)} className="size-full object-cover" />
                </span>
              </span>
              <span className="line-clamp-2 text-xs font-medium">{first.title}</span>
              <span className="sr-only">{t('story.open')}</span>
            </button>
          </li>
        );
      })}
    </Rail>
  );
}

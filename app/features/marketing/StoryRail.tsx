import { lazy, Suspense, useState } from 'react';
import type { StoryGroups } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { focusRing } from '../../ui/styles';
import { Rail } from '../home/Section';

// The full-screen viewer (and the dialog library) load on the first tap.
const StoryViewer = lazy(() => import('./StoryViewer'));

/** One round button per shop with stories (ST1); it opens the full-screen story viewer. */
export function StoryRail({ groups }: { groups: StoryGroups }) {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  const [start, setStart] = useState(0);
  if (!groups.length) return null;
  return (
    <>
      <Rail label={t('home.stories')}>
        {groups.map((group, i) => {
          const first = group[0];
          if (!first) return null;
          return (
            <li key={first.shop_id} className="w-20 shrink-0 snap-start">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  setStart(i);
                  dialog.show();
                }}
                className={`flex w-full flex-col items-center gap-1 rounded-xl text-center ${focusRing}`}
              >
                <span className="rounded-full bg-gradient-to-tr from-brand to-brand/40 p-0.5">
                  <span className="block size-16 overflow-hidden rounded-full border-2 border-surface bg-line">
                    <img src={first.url} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-full object-cover" />
                  </span>
                </span>
                <span className="line-clamp-2 text-xs font-medium">{first.title}</span>
                <span className="sr-only">{t('story.open')}</span>
              </button>
            </li>
          );
        })}
      </Rail>
      {dialog.requested && (
        <Suspense fallback={null}>
          <StoryViewer groups={groups} start={start} open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      )}
    </>
  );
}

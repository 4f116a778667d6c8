import { useTranslation } from '../../lib/i18n/I18nProvider';
import { MenuContent } from './MenuContent';
import type { SessionUser } from '../../features/auth/session-user';

/**
 * The main menu as the server draws it, for a tap made before the page's code has loaded (1–4 s
 * on a phone): a native popover the menu buttons open by `popovertarget`, so it needs no script
 * (the top layer, light dismiss, Escape and its ✕ are the browser's). Its links are plain links
 * (no pickers: they come with the drawer). Rendered on the server only (MenuFallbackSlot): the browser keeps
 * this HTML and never has its code; once the code is there the buttons open the drawer instead.
 */
export default function MenuFallback({ id, user }: { id: string; user: SessionUser | null }) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-label={t('menu.title')}
      className="inset-y-0 start-0 end-auto m-0 h-full max-h-none w-80 max-w-[85vw] flex-col border-0 bg-surface-raised p-0 text-ink shadow-2xl backdrop:bg-black/45 open:flex"
    >
      <MenuContent user={user} closeProps={{ popoverTarget: id, popoverTargetAction: 'hide' }} />
    </div>
  );
}

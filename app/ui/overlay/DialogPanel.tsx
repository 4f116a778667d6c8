import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing, iconButton } from '../styles';

export type DialogPanelProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** The ✕ button (Escape and the backdrop close it either way). */
  closeButton?: boolean;
  children: ReactNode;
};

/**
 * The one dialog every overlay is built on (Radix: focus trap, Escape, focus return, aria-modal,
 * scroll lock). Variants only differ in where the panel sits: `panelClassName`.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  closeButton = true,
  panelClassName,
  children,
}: DialogPanelProps & { panelClassName: string }) {
  const { t, dir } = useTranslation();
  const showHeader = !hideTitle || closeButton;
  // Our dialogs are opened by plain buttons (their code is split off, so no Radix Trigger);
  // Radix would then return focus to nothing. Remember what had focus and go back to it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          dir={dir}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed z-50 flex flex-col bg-surface-raised text-ink shadow-2xl outline-none ${panelClassName}`}
        >
          {showHeader && (
            <div className="flex min-h-14 items-center gap-2 border-b border-line px-4 py-2">
              <Dialog.Title className={hideTitle ? 'sr-only' : 'flex-1 text-lg font-semibold'}>{title}</Dialog.Title>
              {closeButton && (
                <Dialog.Close className={`ms-auto ${iconButton} ${focusRing}`} aria-label={t('dialog.close')}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </Dialog.Close>
              )}
            </div>
          )}
          {!showHeader && <Dialog.Title className="sr-only">{title}</Dialog.Title>}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

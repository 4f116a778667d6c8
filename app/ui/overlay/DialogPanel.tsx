import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing, iconButton } from '../styles';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { useModalDialog } from './use-modal-dialog';

export type DialogPanelProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** The ✕ button (Escape and the backdrop close it either way). */
  closeButton?: boolean;
  children: ReactNode;
  /**
   * Drawn by the server as an open (non-modal) dialog over the page, before any script: a
   * deep-linked dialog (`?product=`) shows at first paint. The live dialog removes it when it
   * opens (`removeDialogPreview`); until then ✕ is a link to `closeHref`.
   */
  preview?: { closeHref: string };
};

const PREVIEW = 'data-dialog-preview';

/** Takes the server's preview of a dialog away once the live one is shown over it. */
export const removeDialogPreview = () => document.querySelectorAll(`[${PREVIEW}]`).forEach((el) => el.remove());

/**
 * The one dialog every overlay is built on: a native modal `<dialog>` (see ./use-modal-dialog).
 * Variants only differ in where the panel sits: `panelClassName`. The UA stylesheet centres a
 * modal dialog with `inset: 0; margin: auto`, so placements move it with margins and sizes.
 * Each placement also sets its own max-height (the UA's is `100% - 2em - 6px`): a class here
 * would beat the placement's whenever Tailwind happens to emit it later (`max-h-none` came after
 * `max-h-[90dvh]`, and the product dialog grew past the screen with its ✕ and "Add to cart"
 * off-screen). The body below the header scrolls; content keeps its own action bar sticky.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  closeButton = true,
  panelClassName,
  children,
  preview: serverPreview,
}: DialogPanelProps & { panelClassName: string }) {
  // Only the server draws previews (render-product-preview): the browser's build drops that code.
  const preview = import.meta.env.SSR ? serverPreview : undefined;
  const { t, dir } = useTranslation();
  const titleId = useId();
  const dialog = useModalDialog({ open, onOpenChange });
  const inBrowser = useRenderedInBrowser();
  const showHeader = !hideTitle || closeButton;
  if (!inBrowser && !preview) return null;
  const closeIcon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
  const closeClass = `ms-auto ${iconButton} ${focusRing}`;
  const panel = (
    <dialog
      {...(preview ? { open: true } : dialog)}
      dir={dir}
      aria-labelledby={titleId}
      className={`max-w-none flex-col border-0 bg-surface-raised p-0 text-ink shadow-2xl outline-none backdrop:bg-black/45 open:flex ${panelClassName} ${preview ? 'fixed inset-0 z-40 h-fit' : ''}`}
    >
      {showHeader ? (
        <div className="flex min-h-14 items-center gap-2 border-b border-line px-4 py-2">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'flex-1 text-lg font-semibold'}>
            {title}
          </h2>
          {closeButton &&
            (preview ? (
              <a href={preview.closeHref} className={closeClass} aria-label={t('dialog.close')}>
                {closeIcon}
              </a>
            ) : (
              <button type="button" onClick={() => onOpenChange(false)} className={closeClass} aria-label={t('dialog.close')}>
                {closeIcon}
              </button>
            ))}
        </div>
      ) : (
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </dialog>
  );
  if (!preview) return panel;
  // The ::backdrop of a modal, for the open (non-modal) preview.
  return (
    <div {...{ [PREVIEW]: '' }}>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/45" />
      {panel}
    </div>
  );
}

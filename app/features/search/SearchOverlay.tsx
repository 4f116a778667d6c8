import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing } from '../../ui/styles';
import { SearchSuggestions } from './SearchSuggestions';

/** Phone search (lazy chunk): a full-screen dialog with the field, history and live results. */
export default function SearchOverlay({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('search.title')} fullScreen>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 p-4">
        <Form action="/search" role="search" onSubmit={close}>
          <input
            ref={field}
            type="search"
            name="q"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            // The visitor opened the search to type: the field, not the close button, gets focus.
            data-autofocus
            enterKeyHint="search"
            autoComplete="off"
            className={`h-12 w-full rounded-full border border-line bg-surface px-5 ${focusRing}`}
          />
        </Form>
        <SearchSuggestions term={term} onDone={close} onCleared={() => field.current?.focus()} />
      </div>
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { SearchSuggestions } from './SearchSuggestions';

type Props = {
  /** The header's search form; its field stays a plain input (it works before this chunk loads). */
  form: HTMLFormElement;
  onClose(): void;
};

/**
 * Desktop enhancement of the header search (lazy chunk): follows what is typed in the field and
 * shows history or results under it. Escape, or focus leaving the form, closes it.
 */
export default function SearchDropdown({ form, onClose }: Props) {
  const { t } = useTranslation();
  const input = form.elements.namedItem('q') as HTMLInputElement | null;
  const [term, setTerm] = useState(input?.value ?? '');

  useEffect(() => {
    const typed = () => setTerm(input?.value ?? '');
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const left = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && form.contains(e.relatedTarget))) onClose();
    };
    input?.addEventListener('input', typed);
    // Whatever was typed while this chunk loaded counts too.
    typed();
    form.addEventListener('keydown', key);
    form.addEventListener('focusout', left);
    return () => {
      input?.removeEventListener('input', typed);
      form.removeEventListener('keydown', key);
      form.removeEventListener('focusout', left);
    };
  }, [form, input, onClose]);

  return (
    <div
      role="region"
      aria-label={t('search.title')}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70dvh] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-2 shadow-xl"
    >
      <SearchSuggestions term={term} onDone={onClose} onCleared={() => input?.focus()} />
    </div>
  );
}

import { useState, type ReactNode } from 'react';

type Props = {
  id: string;
  name: string;
  accept: string;
  required?: boolean;
  invalid: boolean;
  describedBy: string;
  /** The field's visible name (the input's label). */
  label: ReactNode;
  /** The drawn button's text and what shows until a file is chosen, in the page's language. */
  pickText: string;
  noneText: string;
  /** A file was chosen (or the choice cleared); false takes it off the input, so it is not sent. */
  onChoose(file: File | null): boolean;
};

/**
 * A file input that speaks the page's language. The browser's own file button speaks the
 * browser's language, not the page's: the input is only seen by assistive technology and the
 * keyboard (its focus ring shows on the drawn button), and the label draws the button and the
 * chosen file's name. A click on a label opens the picker without any script.
 */
export function FilePicker({ id, name, accept, required, invalid, describedBy, label, pickText, noneText, onChoose }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          const kept = onChoose(file);
          if (!kept) event.currentTarget.value = '';
          setChosen(kept ? (file?.name ?? null) : null);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="mt-2 flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium peer-focus-visible:[&>[data-button]]:outline-2 peer-focus-visible:[&>[data-button]]:outline-offset-2 peer-focus-visible:[&>[data-button]]:outline-brand"
      >
        <span className="w-full">{label}</span>
        <span aria-hidden="true" data-button="" className="rounded-full border border-line bg-surface px-4 py-2 text-ink hover:bg-surface-raised">
          {pickText}
        </span>
        <span aria-hidden="true" className="min-w-0 truncate font-normal text-ink-muted">
          <bdi>{chosen ?? noneText}</bdi>
        </span>
      </label>
    </>
  );
}

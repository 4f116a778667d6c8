import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { FilePicker } from '../../ui/FilePicker';
import { FieldMessage } from '../profile/Field';
import type { FieldError } from '../profile/messages';
import { IMAGE_ACCEPT, imageFileError } from './image-file';

type Props = {
  form: string;
  /** The file input's name; `${name}_title` carries a picture an earlier post uploaded. */
  name: string;
  label: string;
  error?: FieldError | undefined;
  /** The G1 title (URL) of the picture uploaded by a refused post, kept unless a new file is chosen. */
  kept?: string | undefined;
};

/**
 * A picture for an application (G1). A file of the wrong type or too large is refused as soon as it
 * is chosen (and taken off the input, so it is not sent); the server still decides.
 */
export function ImageField({ form, name, label, error, kept }: Props) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<FieldError | null>(null);
  const [replaced, setReplaced] = useState(false);
  const id = `${form}-${name}`;
  const shown = refused ?? error;
  const described = [`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <FilePicker
        id={id}
        name={name}
        accept={IMAGE_ACCEPT}
        invalid={Boolean(shown)}
        describedBy={described}
        label={label}
        pickText={t('applications.image_pick')}
        noneText={t('applications.image_none')}
        onChoose={(file) => {
          const problem = file ? imageFileError(file) : null;
          setRefused(problem);
          setReplaced(Boolean(file) && !problem);
          return !problem;
        }}
      />
      <span id={`${id}-hint`} className="mt-1 block text-sm text-ink-muted">
        {t('applications.image_hint')}
      </span>
      {kept && !replaced && (
        <div className="mt-2 flex items-center gap-3">
          <input type="hidden" name={`${name}_title`} value={kept} />
          <img src={kept} alt="" className="size-12 rounded-lg border border-line object-cover" />
          <span className="text-sm text-ink-muted">{t('applications.image_kept')}</span>
        </div>
      )}
      <FieldMessage id={`${id}-error`} error={shown ?? undefined} />
    </div>
  );
}

import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
import { FilePicker } from '../../ui/FilePicker';
import { card, FieldMessage, primaryButton } from './Field';
import type { FieldErrors } from './messages';
import { AVATAR_TYPES, checkAvatarFile } from './profile-form';
import { SubmitButton } from './SubmitButton';

/**
 * The picture (spec: a 60px avatar with a placeholder): a multipart form posting the file to the
 * action, which hands it to G1 and sets it with PR2. The type and size are checked in the browser
 * for a quick answer; the API checks the bytes.
 */
export function AvatarForm({ img, name, errors }: { img: string | null; name: string; errors: FieldErrors }) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<FieldErrors | null>(null);
  const error = (local ?? errors).image ?? errors.form;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className={`${card} flex flex-wrap items-center gap-4`}
      aria-labelledby="profile-avatar-title"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('image');
        const problem = checkAvatarFile(input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null);
        setLocal(problem);
        if (problem) event.preventDefault();
      }}
    >
      <Avatar img={img} alt={name} />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="profile-avatar-title" className="text-lg font-semibold">
          {t('profile.avatar')}
        </h2>
        <FilePicker
          id="avatar-image"
          name="image"
          accept={AVATAR_TYPES.join(',')}
          required
          invalid={Boolean(error)}
          describedBy={`avatar-image-hint${error ? ' avatar-image-error' : ''}`}
          label={t('profile.avatar.choose')}
          pickText={t('profile.avatar.pick')}
          noneText={t('profile.avatar.none')}
          onChoose={(file) => {
            setLocal(checkAvatarFile(file));
            return true;
          }}
        />
        <span id="avatar-image-hint" className="mt-1 block text-sm text-ink-muted">
          {t('profile.avatar.hint')}
        </span>
        <FieldMessage id="avatar-image-error" error={error} />
      </div>
      <SubmitButton intent="avatar" className={primaryButton}>
        {t('profile.avatar.upload')}
      </SubmitButton>
    </Form>
  );
}

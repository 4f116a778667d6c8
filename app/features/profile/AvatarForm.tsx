import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
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
  const [chosen, setChosen] = useState<string | null>(null);
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
        {/* The browser's own file button speaks the browser's language, not the page's: the input
            is only seen by assistive technology and the keyboard (its focus ring shows on the
            drawn button), and the label draws the button and the chosen file's name. A click on a
            label opens the picker without any script. */}
        <input
          id="avatar-image"
          name="image"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`avatar-image-hint${error ? ' avatar-image-error' : ''}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            setChosen(file?.name ?? null);
            setLocal(checkAvatarFile(file));
          }}
          className="peer sr-only"
        />
        <label
          htmlFor="avatar-image"
          className="mt-2 flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium peer-focus-visible:[&>[data-button]]:outline-2 peer-focus-visible:[&>[data-button]]:outline-offset-2 peer-focus-visible:[&>[data-button]]:outline-brand"
        >
          <span className="w-full">{t('profile.avatar.choose')}</span>
          <span aria-hidden="true" data-button="" className="rounded-full border border-line bg-surface px-4 py-2 text-ink hover:bg-surface-raised">
            {t('profile.avatar.pick')}
          </span>
          <span aria-hidden="true" className="min-w-0 truncate font-normal text-ink-muted">
            <bdi>{chosen ?? t('profile.avatar.none')}</bdi>
          </span>
        </label>
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

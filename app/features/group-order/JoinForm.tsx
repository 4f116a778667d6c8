import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, inputClass, primaryButton } from '../profile/Field';
import { NAME_LIMIT, type ShopKind } from './group-link';
import type { JoinErrors } from './join-form';

/** What the join action answers when it refuses (routes/group.tsx). */
export type JoinRefusal = { errors: JoinErrors; invalid: boolean; values: { name: string; cartId: number; type: ShopKind; ownerName: string } };

type Props = { shopId: number; cartId: number; type: ShopKind; ownerName: string; refused?: JoinRefusal | null };

/**
 * The guest's way into a group order (contract §5.7 "Join"): the owner's name and a form for the
 * member's own name (required, trimmed, at most 50 characters) posted to `/group/{shopId}` (GC1).
 * A plain form under a fetcher: before JavaScript it posts and the action answers with a 303 to
 * this page; with it, field errors show here and success reloads the page as a member.
 */
export function JoinForm({ shopId, cartId, type, ownerName, refused }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<JoinRefusal>();
  const answer = fetcher.data ?? refused ?? null;
  const error = answer?.errors.name;
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="group-join-title" className={`${card} flex flex-col gap-3`} data-testid="group-join">
      <h2 id="group-join-title" className="text-lg font-bold">
        {ownerName ? t('group.join.title', { owner: ownerName }) : t('group.join.title_anonymous')}
      </h2>
      {answer?.invalid ? (
        <p role="alert" className="rounded-xl bg-negative/10 px-3 py-2 font-medium text-negative">
          {t('group.invalid')}
        </p>
      ) : (
        <p className="text-ink-muted">{t('group.join.text')}</p>
      )}
      <fetcher.Form method="post" action={`/group/${shopId}?join`} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input type="hidden" name="cart_id" value={cartId} />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="owner_name" value={ownerName} />
        <div className="min-w-0 flex-1">
          <label htmlFor="group-join-name" className="sr-only">
            {t('group.join.name')}
          </label>
          <input
            id="group-join-name"
            name="name"
            autoComplete="given-name"
            placeholder={t('group.join.name')}
            defaultValue={answer?.values.name ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'group-join-error' : undefined}
            maxLength={NAME_LIMIT * 2}
            className={`${inputClass} mt-0 aria-[invalid=true]:border-negative`}
          />
          {error && (
            <span id="group-join-error" role="alert" className="mt-1 block text-sm text-negative">
              {t(error, { count: NAME_LIMIT })}
            </span>
          )}
        </div>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} shrink-0 disabled:opacity-60`}>
          {busy ? t('group.join.joining') : t('group.join.submit')}
        </button>
      </fetcher.Form>
    </section>
  );
}

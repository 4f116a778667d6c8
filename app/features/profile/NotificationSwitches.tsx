import { useEffect } from 'react';
import { Form, useFetcher } from 'react-router';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';
import { focusRing } from '../../ui/styles';
import { card, primaryButton } from './Field';
import { fieldErrorText, type FieldErrors } from './messages';
import { notificationLabelKey, type NotificationChoice } from './notification-settings';

const switchClass =
  'relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-ink-muted bg-line transition-colors ' +
  'before:absolute before:top-0.5 before:start-0.5 before:size-5 before:rounded-full before:bg-ink-muted before:transition-transform ' +
  'checked:border-brand checked:bg-brand checked:before:translate-x-5 checked:before:bg-brand-ink rtl:checked:before:-translate-x-5 ' +
  focusRing;

/**
 * One switch per notification kind. With JavaScript every toggle sends all of them at once (N7,
 * through the route's action, by a fetcher: the page stays); without it the Save button posts the
 * form and the action answers with a 303.
 */
export function NotificationSwitches({ choices }: { choices: NotificationChoice[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ saved?: boolean; errors?: FieldErrors }>();
  // False in the server's HTML and while hydrating, true once the page runs its JavaScript.
  const hydrated = useRenderedInBrowser();
  const failed = fetcher.state === 'idle' ? fetcher.data?.errors : undefined;
  useEffect(() => {
    const error = failed?.form ?? Object.values(failed ?? {})[0];
    if (error) notify('error', fieldErrorText(t, error));
  }, [failed, t]);
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    // A refused save redraws the switches from the saved state.
    <FormTag key={failed ? 'failed' : 'ok'} method="post" noValidate className={card}>
      {hydrated && <input type="hidden" name="reply" value="data" />}
      <ul className="divide-y divide-line">
        {choices.map((choice) => {
          const key = notificationLabelKey(choice.type);
          return (
            <li key={choice.id} className="flex items-center justify-between gap-4 py-3">
              <input type="hidden" name="id" value={choice.id} />
              <label htmlFor={`notification-${choice.id}`} className="font-medium">
                {key ? t(key) : choice.type}
              </label>
              <input
                id={`notification-${choice.id}`}
                type="checkbox"
                role="switch"
                name={`n${choice.id}`}
                defaultChecked={choice.active}
                onChange={(event) => {
                  if (event.currentTarget.form) void fetcher.submit(event.currentTarget.form);
                }}
                className={switchClass}
              />
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-sm text-ink-muted">
        {fetcher.state === 'idle' && fetcher.data?.saved ? t('notificationSettings.saved') : ''}
      </p>
      {!hydrated && (
        <button type="submit" className={`${primaryButton} mt-2`}>
          {t('notificationSettings.save')}
        </button>
      )}
    </FormTag>
  );
}

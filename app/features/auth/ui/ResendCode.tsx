import { useEffect, useState } from 'react';
import { Form, useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../../../root';
import { focusRing } from '../../../ui/styles';
import { Hidden } from './form-parts';

/** Seconds until a new code may be asked for: the `otp_expire_time` setting (minutes, default 1). */
export function resendSeconds(setting: string | undefined): number {
  const minutes = Number(setting);
  return Math.round((Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 60) : 1) * 60);
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * "Send a new code", after a countdown as long as a code lives (contract §2.1). The countdown needs
 * JavaScript; without it the button is always there (the server's rate limits still apply).
 */
export function ResendCode({ intent, values }: { intent: string; values: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  const total = resendSeconds(settings?.otp_expire_time);
  // Every arrival (a new code was sent) starts the countdown again.
  const arrival = useLocation().key;
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const started = Date.now();
    const tick = () => setLeft(Math.max(0, total - Math.floor((Date.now() - started) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [total, arrival]);
  const waiting = left !== null && left > 0;
  return (
    <Form method="post" replace className="mt-4 text-center">
      <Hidden values={values} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={waiting}
        className={`rounded px-2 py-1 text-sm font-semibold text-brand hover:underline disabled:text-ink-muted disabled:no-underline ${focusRing}`}
      >
        {waiting ? t('code.resendIn', { time: clock(left) }) : t('code.resend')}
      </button>
    </Form>
  );
}

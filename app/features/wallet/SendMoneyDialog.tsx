import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { Avatar } from '../../ui/Avatar';
import { Modal } from '../../ui/overlay/Modal';
import { notify } from '../../ui/toast/notify';
import { inputClass, primaryButton, secondaryButton } from '../profile/Field';
import { RecipientSearch } from './RecipientSearch';
import { checkSend, NOTE_MAX, type SendErrors } from './send-form';
import type { WalletActionData } from './wallet-action';
import { personName } from './wallet-history';
import { walletMessageText, type WalletMessage } from './wallet-messages';
import type { SendingCandidate } from './wallet-types';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  currency: (Pick<Currency, 'symbol' | 'position'> & { id: number }) | null;
};
type Step = 'pick' | 'amount' | 'confirm';
type Errors = Partial<Record<'price' | 'uuid' | 'note' | 'form', WalletMessage>>;

const fromKeys = (errors: SendErrors): Errors =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key }])) as Errors;

/**
 * Sending money (lazy chunk, issue #17, contract §5.9): pick a customer (RecipientSearch), type the
 * amount (decimal keyboard) and an optional note, confirm "Send X to Name?", then the /wallet
 * action posts W4 on the server. Success: a toast, the dialog closes, and the page's loaders run
 * again (balance, history). A refusal goes back to the step of the field it is about.
 */
export default function SendMoneyDialog({ open, onOpenChange, currency }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<WalletActionData>({ key: 'wallet-send' });
  const [step, setStep] = useState<Step>('pick');
  const [recipient, setRecipient] = useState<SendingCandidate | null>(null);
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The action's answer already taken in, and the transfer that went through (for its toast).
  const [seen, setSeen] = useState<WalletActionData | undefined>(fetcher.data);
  const [done, setDone] = useState<{ price: number; name: string } | null>(null);
  const busy = fetcher.state !== 'idle';
  const name = recipient ? personName(recipient) || t('wallet.search.no_name') : '';

  function reset() {
    setStep('pick');
    setRecipient(null);
    setPrice('');
    setNote('');
    setErrors({});
  }

  // The action's answer, taken in once (while rendering): a refusal returns to its field's step.
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== seen) {
    const answer = fetcher.data;
    setSeen(answer);
    if (answer.ok) {
      setDone({ price: answer.sent.price, name });
      reset();
    } else {
      setErrors(answer.errors);
      setStep(answer.errors.uuid ? 'pick' : answer.errors.price || answer.errors.note ? 'amount' : 'confirm');
    }
  }

  // A transfer went through: say so and close (the page's loaders have run again).
  useEffect(() => {
    if (!done) return;
    notify('success', t('wallet.send.sent', { amount: formatMoney(done.price, currency), name: done.name }));
    onOpenChange(false);
  }, [done, currency, onOpenChange, t]);

  function toConfirm() {
    const checked = checkSend({ price, uuid: recipient?.uuid ?? '', note });
    if (!checked.ok) {
      setErrors(fromKeys(checked.errors));
      if (checked.errors.uuid) setStep('pick');
      return;
    }
    setErrors({});
    setStep('confirm');
  }

  function send() {
    if (!recipient) return;
    const form = new FormData();
    form.set('intent', 'send');
    form.set('uuid', recipient.uuid);
    form.set('price', price.trim());
    if (note.trim()) form.set('note', note.trim());
    if (currency) form.set('currency_id', String(currency.id));
    void fetcher.submit(form, { method: 'post', action: '/wallet' });
  }

  const text = (message: WalletMessage | undefined) => (message ? walletMessageText(t, message) : undefined);
  const amount = checkSend({ price, uuid: recipient?.uuid ?? 'x'.repeat(8), note: '' });
  const shown = amount.ok ? formatMoney(amount.value.price, currency) : price;

  return (
    <Modal open={open} onOpenChange={(next) => { onOpenChange(next); if (!next) reset(); }} title={t('wallet.send.title')} fullScreen="phone">
      <div className="grid gap-4 p-4 sm:p-6" data-testid="wallet-send">
        {step === 'pick' && (
          <RecipientSearch
            error={text(errors.uuid)}
            onPick={(person) => {
              setRecipient(person);
              setErrors({});
              setStep('amount');
            }}
          />
        )}
        {step !== 'pick' && recipient && (
          <div className="flex items-center gap-3 rounded-xl border border-line p-3">
            <Avatar img={recipient.img} alt="" className="size-10" />
            <span className="min-w-0 flex-1 truncate font-semibold"><bdi>{name}</bdi></span>
            {step === 'amount' && (
              <button type="button" onClick={() => setStep('pick')} className={`${secondaryButton} px-3 py-1.5 text-sm`}>
                {t('wallet.send.change')}
              </button>
            )}
          </div>
        )}
        {step === 'amount' && (
          <form noValidate className="grid gap-4" onSubmit={(e) => { e.preventDefault(); toConfirm(); }}>
            <div>
              <label htmlFor={`${id}-price`} className="text-sm font-medium">{t('wallet.send.amount', { symbol: currency?.symbol ?? '' })}</label>
              <input id={`${id}-price`} value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" autoComplete="off" dir="ltr" maxLength={16}
                aria-invalid={errors.price ? true : undefined} aria-describedby={errors.price ? `${id}-price-error` : undefined} className={`${inputClass} rtl:text-right`} />
              {errors.price && <span id={`${id}-price-error`} role="alert" className="mt-1 block text-sm text-negative">{text(errors.price)}</span>}
            </div>
            <div>
              <label htmlFor={`${id}-note`} className="text-sm font-medium">{t('wallet.send.note')}</label>
              <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={NOTE_MAX}
                aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? `${id}-note-error` : undefined} className={inputClass} />
              {errors.note && <span id={`${id}-note-error`} role="alert" className="mt-1 block text-sm text-negative">{text(errors.note)}</span>}
            </div>
            <button type="submit" className={primaryButton}>{t('wallet.send.continue')}</button>
          </form>
        )}
        {step === 'confirm' && (
          <div className="grid gap-4">
            <p className="text-lg font-semibold">
              {t('wallet.send.confirm', { amount: shown, name })}
            </p>
            {note.trim() && <p className="text-sm text-ink-muted"><bdi>{note.trim()}</bdi></p>}
            {errors.form && <p role="alert" className="rounded-xl border border-negative/40 bg-negative/10 px-3 py-2 text-sm font-medium text-negative">{text(errors.form)}</p>}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setStep('amount')} disabled={busy} className={secondaryButton}>{t('wallet.send.back')}</button>
              <button type="button" onClick={send} disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
                {busy ? t('wallet.send.sending') : t('wallet.send.submit')}
              </button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}

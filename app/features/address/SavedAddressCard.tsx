import { Fragment } from 'react';
import { Form, Link } from 'react-router';
import type { Address } from '../../../contract/addresses';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { PinIcon } from './AddressButton';
import { AddressText } from './AddressText';

const action = `rounded-full px-3 py-1.5 text-sm font-medium hover:bg-line ${focusRing}`;

/**
 * One saved address in the /saved-locations list: its title, text and parts, whether it is the
 * active one, and its actions (each a small form, so they work without JavaScript).
 */
export function SavedAddressCard({ saved, chosen }: { saved: Address; chosen: boolean }) {
  const { t } = useTranslation();
  const title = saved.title || t('addresses.untitled');
  const { floor, house, entrance, comment } = saved.address;
  // Each value is the customer's own text, isolated (`<bdi>`) from the page's direction.
  const parts = ([['addresses.field.floor', floor], ['addresses.field.house', house], ['addresses.field.entrance', entrance]] as const)
    .filter(([, value]) => value);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-start" data-testid="saved-address">
      <PinIcon className={`mt-0.5 size-5 shrink-0 ${saved.active ? 'text-brand' : 'text-ink-muted'}`} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <bdi>{title}</bdi>
          {saved.active && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">{t('addresses.active')}</span>
          )}
        </p>
        <AddressText address={saved.address.address} wrap className="text-ink" />
        {parts.length > 0 && (
          <p className="text-sm text-ink-muted">
            {parts.map(([label, value], i) => (
              <Fragment key={label}>{i > 0 && ' · '}{t(label)}: <bdi>{value}</bdi></Fragment>
            ))}
          </p>
        )}
        {comment && <p dir="auto" className="text-sm text-ink-muted">{comment}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:justify-end">
        {!(saved.active && chosen) && (
          <Form method="post">
            <input type="hidden" name="id" value={saved.id} />
            <button type="submit" name="intent" value="activate" aria-label={t('addresses.deliverHereNamed', { title })}
              className={`rounded-full bg-brand px-3 py-1.5 text-sm font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}>
              {t('addresses.deliverHere')}
            </button>
          </Form>
        )}
        <Link to={`?edit=${saved.id}`} aria-label={t('addresses.editNamed', { title })} className={action} preventScrollReset>
          {t('addresses.edit')}
        </Link>
        <Form method="post">
          <input type="hidden" name="id" value={saved.id} />
          <button type="submit" name="intent" value="delete" aria-label={t('addresses.deleteNamed', { title })} className={`${action} text-negative`}>
            {t('addresses.delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}

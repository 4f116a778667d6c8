import type { ReactNode } from 'react';
import { AddressButton } from '../address/AddressButton';
import { Pagination } from '../../ui/Pagination';

type Props = {
  title: string;
  subtitle?: string | null;
  /** Lists that follow the chosen delivery address show where they are for, and let it change. */
  withAddress?: boolean;
  page?: number;
  lastPage?: number;
  /** The page links' address when the list's other parameters must stay (default `?page=n`). */
  pageHref?: (page: number) => string;
  children: ReactNode;
};

/** The frame of every list page: address entry, heading, the list, previous/next links. */
export function ListPage({ title, subtitle, withAddress = false, page = 1, lastPage = 1, pageHref, children }: Props) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      {withAddress && <AddressButton />}
      <h1 className={`${withAddress ? 'mt-4' : ''} text-2xl font-bold sm:text-3xl`}>{title}</h1>
      {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
      {children}
      <Pagination page={page} lastPage={lastPage} href={pageHref} />
    </main>
  );
}

/** A friendly empty list: what happened and, optionally, where to go instead. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 fill-none stroke-current text-ink-muted" strokeWidth="2">
        <path d="M8 18h32l-3 22H11L8 18z" strokeLinejoin="round" />
        <path d="M17 18v-3a7 7 0 0 1 14 0v3" />
        <path d="M19 29h10" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="max-w-md text-ink-muted">{text}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

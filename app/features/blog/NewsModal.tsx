import { useEffect, useState } from 'react';
import type { Blog } from '../../../contract/blog';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { blogApi } from './api';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

type Props = {
  uuid: string;
  /** The item the loader already fetched (server rendering of `/?news=…`), if it is this one. */
  initial: Blog | null;
  onClose(): void;
};

/**
 * One news item in a dialog (contract BL4, opened by `/?news={uuid}`). Items opened after the page
 * loaded are fetched here; a missing one says so instead of showing an empty box.
 */
export default function NewsModal({ uuid, initial, onClose }: Props) {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const [fetched, setFetched] = useState<{ uuid: string; item: Blog | 'missing' } | null>(null);
  const item = initial?.uuid === uuid ? initial : fetched?.uuid === uuid ? fetched.item : null;
  const needed = item === null;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    blogApi
      .blog(browserApiClient(apiBase, locale), uuid)
      .then((res) => live && setFetched({ uuid, item: res.data }))
      .catch(() => live && setFetched({ uuid, item: 'missing' }));
    return () => {
      live = false;
    };
  }, [needed, uuid, apiBase, locale]);

  const loaded = item && item !== 'missing' ? item : null;
  const title = loaded?.translation?.title ?? t(item === 'missing' ? 'news.not_found' : 'news.loading');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} fullScreen="phone">
      {loaded ? (
        <article className="p-4">
          {loaded.img && <StoredImage src={loaded.img} alt="" width={480} height={252} {...fixedWidth(480)} priority className="aspect-[40/21] w-full rounded-xl object-cover" />}
          <p className="mt-3 text-sm text-ink-muted">
            <time dateTime={loaded.published_at}>{new Date(loaded.published_at).toLocaleDateString(locale)}</time>
          </p>
          {loaded.translation?.short_desc && <p className="mt-2 font-medium">{loaded.translation.short_desc}</p>}
          {loaded.translation?.description && (
            // The body is HTML written by the marketplace's own staff in the admin panel.
            <div className="mt-3 space-y-3 leading-relaxed [&_a]:text-brand [&_a]:underline" dangerouslySetInnerHTML={{ __html: loaded.translation.description }} />
          )}
        </article>
      ) : (
        <p className="p-6 text-center text-ink-muted">{title}</p>
      )}
    </Modal>
  );
}

import { lazy } from 'react';
import { useDocumentOnly } from '../../lib/document-only';
import { ServerHtml } from '../../ui/ServerHtml';
import { deliverHtml } from './deliver-page';

const PageHtml = lazy(() => import('./PageHtml'));

/** Text formatting for operator HTML (no typography plugin): paragraphs, lists, links, pictures. */
const prose = 'leading-relaxed [&_p+p]:mt-3 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * PG1's body (operator HTML, sanitised by the loader), kept as the server drew it (ServerHtml,
 * decision 0005): the page's script does not carry it on a first load.
 */
export function DeliverContent({ version, html }: { version: string; html: string | null }) {
  const content = useDocumentOnly(deliverHtml, html);
  if (content === '') return null;
  return (
    <ServerHtml version={version} className={prose}>
      <PageHtml html={content ?? ''} />
    </ServerHtml>
  );
}

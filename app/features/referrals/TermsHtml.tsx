/**
 * The referral terms' HTML (already sanitised by the loader, lib/sanitize-html), drawn in the
 * browser only when ServerHtml must (a client navigation, a language switch): a lazy chunk.
 */
export default function TermsHtml({ html }: { html: string }) {
  return <div className="grid gap-3" dangerouslySetInnerHTML={{ __html: html }} />;
}

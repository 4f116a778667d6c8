/** Sanitised operator HTML (page-html.ts), drawn in the browser when ServerHtml must. */
export default function PageHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

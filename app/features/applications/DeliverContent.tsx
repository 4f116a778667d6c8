import { OperatorHtml, useHtmlParts, type HtmlParts } from '../pages/OperatorHtml';

/**
 * PG1's body (operator HTML, sanitised by the loader), sent once like the other content pages
 * (OperatorHtml, decision 0005): the page's script does not carry it on a first load.
 */
export function DeliverContent({ html }: { html: HtmlParts }) {
  const { body } = useHtmlParts(html);
  return <OperatorHtml html={body} />;
}

import { serializeJsonLd } from '../../../lib/seo';

/** schema.org data for search engines, escaped so seller texts cannot end the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

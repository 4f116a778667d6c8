import { createTranslator, type Translate } from '../../lib/i18n/translator';


type RootData = { locale?: string; translations?: Record<string, string>; settings?: Record<string, string> } | undefined;
type Matches = ReadonlyArray<{ loaderData?: unknown; error?: unknown } | undefined>;

/**
 * Title and description of a list page in the visitor's language (meta functions cannot use
 * hooks, so the translator is built from the root loader's strings).
 */
export function pageMeta(matches: Matches, texts: (t: Translate) => { title: string; description: string }) {
  // A page that failed or was not found: its error boundary's view sets the title (NotFoundView, ErrorScreen).
  if (matches.some((m) => m?.error != null)) return [];
  const root = matches[0]?.loaderData as RootData;
  const { t } = createTranslator(root?.locale ?? 'en', root?.translations ?? {});
  const { title, description } = texts(t);
  const site = root?.settings?.title ?? 'Comanda';
  return [
    { title: `${title} · ${site}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}


/**
 * schema.org JSON-LD of the content pages (issue #19): Recipe, Article (BlogPosting), FAQPage.
 * Pure functions over plain values, so loaders build them once and `meta` only copies; the
 * router writes them as `script:ld+json` (escaped). Operator HTML is reduced to text first.
 */

/** Visible text of an HTML fragment: tags dropped, entities of the common five read, spaces collapsed. */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The items of the HTML lists (`<li>`) in a fragment, as text; the whole text when it has none. */
export function htmlListItems(html: string | null | undefined): string[] {
  if (!html) return [];
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlText(m[1])).filter(Boolean);
  if (items.length) return items;
  const text = htmlText(html);
  return text ? [text] : [];
}

/** Minutes as an ISO 8601 duration (`PT1H5M`); nothing for none. */
export function isoMinutes(minutes: number): string | undefined {
  if (!(minutes > 0)) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}

type RecipeInput = {
  url: string;
  name: string;
  description?: string | null | undefined;
  image?: string | null | undefined;
  category?: string | null | undefined;
  activeMinutes: number;
  totalMinutes: number;
  calories: number;
  servings: number;
  ingredientsHtml?: string | null | undefined;
  instructionsHtml?: string | null | undefined;
  datePublished: string;
  author: string;
};

/** schema.org Recipe of /recipes/{id}. */
export function recipeJsonLd(r: RecipeInput): Record<string, unknown> {
  const steps = htmlListItems(r.instructionsHtml);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': r.url,
    url: r.url,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    ...(r.image ? { image: [r.image] } : {}),
    ...(r.category ? { recipeCategory: r.category } : {}),
    author: { '@type': 'Organization', name: r.author },
    datePublished: r.datePublished,
    ...(isoMinutes(r.activeMinutes) ? { prepTime: isoMinutes(r.activeMinutes) } : {}),
    ...(isoMinutes(r.totalMinutes) ? { totalTime: isoMinutes(r.totalMinutes) } : {}),
    ...(r.servings > 0 ? { recipeYield: String(r.servings) } : {}),
    ...(r.calories > 0 ? { nutrition: { '@type': 'NutritionInformation', calories: `${r.calories} calories` } } : {}),
    recipeIngredient: htmlListItems(r.ingredientsHtml),
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
}

/** schema.org BlogPosting of /blog/{id}. */
export function articleJsonLd(a: {
  url: string;
  headline: string;
  description?: string | null | undefined;
  image?: string | null | undefined;
  datePublished: string;
  dateModified: string;
  publisher: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': a.url,
    mainEntityOfPage: a.url,
    url: a.url,
    // Search engines cut headlines at 110 characters.
    headline: a.headline.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: { '@type': 'Organization', name: a.publisher },
    publisher: { '@type': 'Organization', name: a.publisher },
  };
}

/** schema.org FAQPage of /help: the questions shown on the page (answers are plain text). */
export function faqPageJsonLd(url: string, faqs: Array<{ question: string; answer: string }>): Record<string, unknown> | null {
  if (!faqs.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': url,
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

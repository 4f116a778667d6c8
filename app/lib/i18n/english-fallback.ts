import { en } from './en';
import type { Bundle } from './translator';

/**
 * English is bundled with the storefront and fills every key the visitor's language lacks
 * (spec §4). The merge happens while the root loader runs, so browsers get one bundle in the
 * page data and never download the English strings as JavaScript.
 */
export function withEnglishFallback(bundle: Bundle): Bundle {
  return { ...en, ...bundle };
}

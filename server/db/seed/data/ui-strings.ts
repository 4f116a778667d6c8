import { en } from '../../../../app/lib/i18n/en';
import { ar } from './ui-strings.ar';
import { es } from './ui-strings.es';

/**
 * Interface strings stored in the `translations` table. English is the storefront's bundled
 * table (so operators can edit it too); Spanish and Arabic must cover every English key — a test
 * checks it.
 */
export const uiStrings: Record<'en' | 'es' | 'ar', Record<string, string>> = { en, es, ar };

import { z } from 'zod';

/** S1: `rest/settings` → `data: [{key, value}]`. */
export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

/** S2: `rest/languages/active`. */
export const language = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  backward: z.boolean(),
  default: z.boolean(),
  active: z.boolean(),
});
export type Language = z.infer<typeof language>;

/** S3: `rest/currencies/active`; amounts are rate × base-currency amount. */
export const currency = z.object({
  id: z.number().int(),
  title: z.string(),
  symbol: z.string(),
  rate: z.number(),
  default: z.boolean(),
  active: z.boolean(),
  position: z.enum(['before', 'after']),
});
export type Currency = z.infer<typeof currency>;

/** S4: `rest/translations/paginate` → flat `{key: text}` for `lang`. */
export const translationBundle = z.record(z.string(), z.string());
export type TranslationBundle = z.infer<typeof translationBundle>;

export const localeParam = z.string().regex(/^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/, 'Unknown language');
/** i18next namespaces served by `/locales/{lng}/{ns}.json`; everything lives in `translation`. */
export const namespaceParam = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Unknown namespace');

/** R1: `rest/referral`. */
export const referral = z.object({
  id: z.number().int(),
  img: z.string().nullable(),
  price_from: z.number(),
  price_to: z.number(),
  translation: z
    .object({ locale: z.string(), title: z.string(), description: z.string().nullable(), faq: z.string().nullable() })
    .nullable(),
});
export type Referral = z.infer<typeof referral>;

export const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), kind: z.string() });

export const TRANSLATION_KEY_MAX = 191;
export const TRANSLATION_VALUE_MAX = 5000;

/**
 * Comanda extension, operators only: `POST dashboard/admin/translations` adds or changes one
 * interface string (issue #22: keys a contract client uses and Comanda does not define). The
 * language must be one the marketplace knows (active or not); `group` is the i18next namespace.
 */
export const translationUpsertBody = z.object({
  locale: z.string({ error: 'Choose a language' }).trim().toLowerCase().pipe(localeParam),
  key: z
    .string({ error: 'The key is required' })
    .trim()
    .min(1, 'The key is required')
    .max(TRANSLATION_KEY_MAX, `At most ${TRANSLATION_KEY_MAX} characters`)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Keys are letters, digits and . _ : -'),
  /** Control characters are refused at the edge (server/modules/auth/input.ts). */
  value: z
    .string({ error: 'The text is required' })
    .min(1, 'The text is required')
    .max(TRANSLATION_VALUE_MAX, `At most ${TRANSLATION_VALUE_MAX} characters`)
    .refine((v) => v.trim().length > 0, 'The text is required'),
  group: namespaceParam.default('web'),
});
export type TranslationUpsertBody = z.input<typeof translationUpsertBody>;

/** Its answer: the stored string, and whether it was new. */
export const translationString = z.object({
  locale: z.string(),
  group: z.string(),
  key: z.string(),
  value: z.string(),
  created: z.boolean(),
});
export type TranslationString = z.infer<typeof translationString>;

/**
 * English strings of the social screens (issue #5), kept apart from en.ts so each area's strings
 * live in one file; en.ts spreads them in. Spanish and Arabic: server/db/seed/data/ui-strings-social.{es,ar}.ts.
 */
export const enSocial = {} as const;

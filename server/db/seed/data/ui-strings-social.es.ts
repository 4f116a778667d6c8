import type { enSocial } from '../../../../app/lib/i18n/en-social';

export const esSocial: Record<keyof typeof enSocial, string> = {};

import type { enSocial } from '../../../../app/lib/i18n/en-social';

export const arSocial: Record<keyof typeof enSocial, string> = {};

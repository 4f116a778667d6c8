import type { enAuth } from '../../../../app/lib/i18n/en-auth';

export const arAuth: Record<keyof typeof enAuth, string> = {};

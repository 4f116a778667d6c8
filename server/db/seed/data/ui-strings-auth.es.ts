import type { enAuth } from '../../../../app/lib/i18n/en-auth';

export const esAuth: Record<keyof typeof enAuth, string> = {};

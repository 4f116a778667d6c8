import type { enProfile } from '../../../../app/lib/i18n/en-profile';

export const esProfile: Record<keyof typeof enProfile, string> = {};

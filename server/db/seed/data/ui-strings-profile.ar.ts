import type { enProfile } from '../../../../app/lib/i18n/en-profile';

export const arProfile: Record<keyof typeof enProfile, string> = {};

import type { FieldError } from '../profile/messages';

/**
 * Pictures of the application forms (contract G1: PNG, JPG/JPEG or SVG, at most 2 MB). The API
 * looks at the bytes and decides; this is the quick answer, in the browser as soon as a file is
 * chosen and again in the action.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** contract/profile.ts GALLERY_MAX_BYTES, not imported: that module brings zod to the browser (a test ties them). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A chosen file that will not do, or null; no file (size 0) is not this check's business. */
export function imageFileError(file: { type: string; size: number; name?: string }): FieldError | null {
  if (file.size === 0) return null;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'applications.image_type' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'profile.api.imageTooLarge' };
  return null;
}

/** The form's file under `name`, when one was chosen. */
export function chosenFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

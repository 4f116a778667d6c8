/**
 * Spec §3 avatar rule: a value without `http` is a stored path, prefixed with the image base;
 * an empty value means "no avatar" (the placeholder is shown).
 */
export function avatarSrc(img: string | null | undefined, imageBase = '/storage/images/'): string | null {
  if (!img) return null;
  if (img.includes('http')) return img;
  return `${imageBase.replace(/\/+$/, '')}/${img.replace(/^\/+/, '')}`;
}

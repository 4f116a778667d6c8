import { useState } from 'react';
import { avatarSrc } from './avatar-src';

/** Spec §9: avatars are 60px. */
export const AVATAR_SIZE = 60;

/**
 * A 60px round avatar that falls back to a drawn placeholder when there is no image or it fails
 * to load (spec §2).
 */
export function Avatar({
  img,
  alt,
  imageBase,
  className = 'size-[60px]',
}: {
  img: string | null | undefined;
  alt: string;
  imageBase?: string;
  /** Display size; the image is still asked for at 60px. */
  className?: string;
}) {
  const src = avatarSrc(img, imageBase);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <svg {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} viewBox="0 0 60 60" width={AVATAR_SIZE} height={AVATAR_SIZE} className={`${className} shrink-0 rounded-full bg-line`}>
        <circle cx="30" cy="23" r="11" className="fill-ink-muted" />
        <path d="M10 52c2-11 10-16 20-16s18 5 20 16" className="fill-ink-muted" />
      </svg>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`${className} shrink-0 rounded-full bg-line object-cover`}
    />
  );
}

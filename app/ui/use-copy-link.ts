import { useEffect, useRef, useState } from 'react';

/** How long the "Copied" confirmation stays. */
const COPIED_MS = 2500;

/**
 * Copy a link to the clipboard, with a short "copied" state for the button (group invitations,
 * referral links). Without a clipboard (an insecure origin, a refusal) the link's field — give it
 * `field` as its ref — is selected for copying by hand.
 */
export function useCopyLink(link: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      field.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return { copied, copy, field };
}

/** Class lists shared by several widgets, so focus and hover look the same everywhere. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const iconButton = `inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-line ${focusRing}`;

export const pillLink = `rounded-full border border-line px-4 py-2 font-medium hover:bg-surface-raised ${focusRing}`;

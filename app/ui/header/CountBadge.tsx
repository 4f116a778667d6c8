/** A badge's text: up to 99, then "99+". */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The number on a header icon button (cart, bell); nothing at 0. Hidden from assistive
 * technology: the button's own label says the count.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-brand-ink">
      {badgeText(count)}
    </span>
  );
}

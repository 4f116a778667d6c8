import type { CartLine, CartStore } from './cart-store';

/*
 * The drawer's edits of a visitor's lines: in their own module, loaded with the drawer (use-cart.ts,
 * a lazy chunk), not in cart-store.ts, which every page loads (the shell's bytes are budgeted).
 */

/** Replaces the line with the same id. */
export const setLine = (store: CartStore, line: CartLine) => store.setState((s) => ({ lines: s.lines.map((l) => (l.id === line.id ? line : l)) }));

export const removeLine = (store: CartStore, id: string) => store.setState((s) => ({ lines: s.lines.filter((l) => l.id !== id) }));

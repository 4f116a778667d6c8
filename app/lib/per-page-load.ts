/**
 * A value made once per page load in the browser, and afresh on every call on the server, where
 * one process renders for every visitor: one visitor's state (a cart, a cache) can never show up
 * in another's render.
 */
export function perPageLoad<T>(create: () => T): () => T {
  let browserValue: T | undefined;
  return () => {
    if (typeof window === 'undefined') return create();
    browserValue ??= create();
    return browserValue;
  };
}

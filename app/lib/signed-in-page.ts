/**
 * Parts of the page only signed-in customers get (the header's bell, cart count and user menu)
 * are chunks of their own, so visitors' pages never load them. A page rendered for a signed-in
 * customer (the root layout marks it `html[data-signed-in]`) starts loading them as soon as the
 * shell runs, and entry.client.tsx hydrates once they are in: they come alive with the rest of
 * the page, so a first tap is never lost on a part still waiting for its code.
 */
export function loadOnSignedInPage(load: () => Promise<unknown>): Promise<unknown> | undefined {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute('data-signed-in')) return undefined;
  // A failed load is tried again when the part is drawn; hydration does not wait on it.
  return load().catch((error: unknown) => console.error(error));
}

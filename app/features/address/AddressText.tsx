/**
 * An address, isolated from the page's direction. Addresses are often Latin text inside a
 * right-to-left page (or the other way round): as a plain run of the page's direction, an Arabic
 * page reordered "Carrera 43A #1-50, El Poblado" and, on one line, cut the street at its start.
 * Isolated with `dir="auto"` (a `<bdi>`: `unicode-bidi: isolate`), the address's first strong
 * character decides its direction, and so which end the ellipsis takes. Every address the
 * storefront prints goes through here: one line cut with an ellipsis at its own end, or `wrap`ped
 * over as many lines as it needs.
 */
export function AddressText({ address, className = '', wrap = false }: { address: string; className?: string; wrap?: boolean }) {
  return (
    <bdi dir="auto" className={`block min-w-0 ${wrap ? 'break-words' : 'truncate'} ${className}`}>
      {address}
    </bdi>
  );
}

/** Stands in for `{{address}}` in a translated sentence; a private-use character no text contains. */
export const ADDRESS_SLOT = '\u{E000}';

/**
 * A translated sentence around an address ("Delivering to {{address}}", passed translated with
 * `{ address: ADDRESS_SLOT }`): the words keep the page's direction and never shrink, the address
 * takes the rest of the line and is cut at its own end.
 */
export function AddressSentence({ sentence, address, className = '' }: { sentence: string; address: string; className?: string }) {
  const [before = '', after = ''] = sentence.split(ADDRESS_SLOT);
  return (
    <p className={`flex min-w-0 ${className}`}>
      {before && <span className="shrink-0 whitespace-pre">{before}</span>}
      <AddressText address={address} />
      {after && <span className="shrink-0 whitespace-pre">{after}</span>}
    </p>
  );
}

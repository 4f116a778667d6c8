import L from 'leaflet';

/**
 * The map pin of every Leaflet map here (the address picker, the order's map), drawn rather than
 * Leaflet's PNG marker: no image request, and it takes a theme colour (`var(--brand)`).
 */
export const mapPin = (colour: string) =>
  L.divIcon({
    className: '',
    html: `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 41S2 26 2 15a14 14 0 0 1 28 0c0 11-14 26-14 26z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });

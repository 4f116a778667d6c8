import * as L from 'leaflet';

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

/**
 * A Leaflet map at zoom 15 on `center`, with the tiles of the `map_tile_url` setting (Leaflet URL
 * template; blank draws no tiles, and no credits then). Tiles may fail to load offline: the map
 * and its pins work on the blank background all the same.
 */
export function baseMap(element: HTMLElement, center: L.LatLngTuple, tileUrl: string, options: L.MapOptions = {}): L.Map {
  const map = L.map(element, { center, zoom: 15, attributionControl: Boolean(tileUrl), ...options });
  // Leaflet's own credit link is not underlined (unlayered CSS beats our utilities): links in text must be (WCAG 1.4.1).
  map.attributionControl?.setPrefix('<a href="https://leafletjs.com" style="text-decoration:underline">Leaflet</a>');
  if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap contributors' }).addTo(map);
  return map;
}

import * as L from 'leaflet';
// A URL, not a CSS import: lazy chunks carry no CSS (see MapPicker).
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import { baseMap, mapPin } from '../../ui/map/leaflet-map';

type Point = { latitude: number; longitude: number };

type Props = {
  shop: Point;
  /** The delivery point; null for pickup (only the shop is drawn). */
  destination: Point | null;
  tileUrl: string;
  label: string;
};

/**
 * The map of an order (the shop and the delivery point) or a parcel (pickup and drop-off), to look
 * at only: both points framed together and the courier's leg between them.
 */
export default function OrderMapView({ shop, destination, tileUrl, label }: Props) {
  const element = useRef<HTMLDivElement>(null);
  // Numbers, not the points: the page reloads its data every 5 s with new objects of the same
  // places, and the map must not be drawn again for them.
  const [shopLat, shopLng, toLat, toLng] = [shop.latitude, shop.longitude, destination?.latitude, destination?.longitude];
  useEffect(() => {
    if (!element.current) return;
    const points: L.LatLngTuple[] = [[shopLat, shopLng]];
    if (toLat !== undefined && toLng !== undefined) points.push([toLat, toLng]);
    const map = baseMap(element.current, points[0]!, tileUrl, { scrollWheelZoom: false, keyboard: false });
    L.marker(points[0]!, { icon: mapPin('var(--ink)'), keyboard: false, interactive: false }).addTo(map);
    if (points[1]) {
      // The courier's leg: a dashed straight line from pickup to drop-off (no routing service is
      // contacted). SVG strokes take no CSS variables, so the theme's colour is read here.
      const color = getComputedStyle(element.current).getPropertyValue('--brand').trim() || 'currentColor';
      L.polyline(points, { color, weight: 3, opacity: 0.8, dashArray: '6 8', interactive: false }).addTo(map);
      L.marker(points[1], { icon: mapPin('var(--brand)'), keyboard: false, interactive: false }).addTo(map);
    }
    // Framed once the box has its final size (it may still be settling when the map mounts).
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      if (points[1]) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16 });
    });
    return () => {
      cancelAnimationFrame(frame);
      map.remove();
    };
  }, [shopLat, shopLng, toLat, toLng, tileUrl]);
  return (
    <>
      <link rel="stylesheet" href={leafletCss} precedence="default" />
      <div ref={element} dir="ltr" role="group" aria-label={label} data-testid="order-map"
        className="relative z-0 h-48 overflow-hidden rounded-xl border border-line bg-line/50" />
    </>
  );
}

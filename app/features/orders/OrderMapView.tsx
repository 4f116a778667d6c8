import L from 'leaflet';
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
 * The order's map, to look at only: the shop and the delivery point, framed together.
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
    if (points[1]) L.marker(points[1], { icon: mapPin('var(--brand)'), keyboard: false, interactive: false }).addTo(map);
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

import L from 'leaflet';
// A URL, not a CSS import: lazy chunks carry no CSS (see MapPicker).
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import { mapPin } from '../../ui/map/map-pin';

type Point = { latitude: number; longitude: number };

type Props = {
  shop: Point;
  /** The delivery point; null for pickup (only the shop is drawn). */
  destination: Point | null;
  tileUrl: string;
  label: string;
};

/**
 * The order's map, to look at only: the shop and the delivery point, framed together. Tiles come
 * from the `map_tile_url` setting and may not load offline; the pins still show where things are.
 */
export default function OrderMapView({ shop, destination, tileUrl, label }: Props) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const points: L.LatLngTuple[] = [[shop.latitude, shop.longitude]];
    if (destination) points.push([destination.latitude, destination.longitude]);
    const map = L.map(element.current, {
      center: points[0], zoom: 15, attributionControl: Boolean(tileUrl), scrollWheelZoom: false, keyboard: false,
    });
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com" style="text-decoration:underline">Leaflet</a>');
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap contributors' }).addTo(map);
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
  }, [shop.latitude, shop.longitude, destination?.latitude, destination?.longitude, tileUrl, destination]);
  return (
    <>
      <link rel="stylesheet" href={leafletCss} precedence="default" />
      <div ref={element} dir="ltr" role="group" aria-label={label} data-testid="order-map"
        className="relative z-0 h-48 overflow-hidden rounded-xl border border-line bg-line/50" />
    </>
  );
}

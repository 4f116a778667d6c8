import * as L from 'leaflet';
// A URL, not a CSS import: lazy chunks carry no CSS, so Vite's preload helper is not needed
// (vite.config.ts). React 19 puts the <link> in <head> and holds the commit until it has loaded.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef } from 'react';
import { baseMap, mapPin } from '../../ui/map/leaflet-map';

type Point = { latitude: number; longitude: number };

type Props = {
  point: Point;
  /** Leaflet URL template (`{s}`, `{z}`, `{x}`, `{y}`); blank draws no tiles at all. */
  tileUrl: string;
  labelledBy: string;
  markerLabel: string;
  onPick(point: Point): void;
};

const pinIcon = mapPin('var(--brand)');

/**
 * The map of the address dialog: click (or tap) places the pin, the pin can be dragged. Tiles come
 * from the `map_tile_url` setting and may fail to load offline; the map, the clicks and the pin
 * work on the blank background all the same.
 */
export default function MapPicker({ point, tileUrl, labelledBy, markerLabel, onPick }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    if (!element.current) return;
    const center: L.LatLngTuple = [point.latitude, point.longitude];
    const m = baseMap(element.current, center, tileUrl);
    const pin = L.marker(center, { icon: pinIcon, draggable: true, title: markerLabel, alt: markerLabel }).addTo(m);
    const report = (at: L.LatLng) => pick.current({ latitude: at.lat, longitude: at.lng });
    m.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      report(event.latlng);
    });
    pin.on('dragend', () => report(pin.getLatLng()));
    map.current = m;
    marker.current = pin;
    // The dialog may still be settling its size when the map mounts.
    const frame = requestAnimationFrame(() => m.invalidateSize());
    return () => {
      cancelAnimationFrame(frame);
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once; later point changes move the pin below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  // "Use my location" (or a save error) moves the point from outside: follow it.
  useEffect(() => {
    const at = L.latLng(point.latitude, point.longitude);
    if (marker.current && !marker.current.getLatLng().equals(at)) {
      marker.current.setLatLng(at);
      map.current?.panTo(at);
    }
  }, [point.latitude, point.longitude]);

  return (
    <>
      <link rel="stylesheet" href={leafletCss} precedence="default" />
      <div
        ref={element}
        dir="ltr"
        role="application"
        aria-labelledby={labelledBy}
        data-testid="address-map"
        className="relative z-0 mt-2 h-64 overflow-hidden rounded-xl border border-line bg-line/50 sm:h-72"
      />
    </>
  );
}

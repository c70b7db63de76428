// The delivery area on the free community map (Leaflet + OpenStreetMap tiles). Only the /delivery
// route loads this file, so Leaflet and its CSS stay out of every other page. The marker images
// are bundled by Vite, never fetched from a CDN.
import { useEffect } from 'react';
import L from 'leaflet';
import {
  Circle,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './delivery-map.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { Coordinates } from '@/lib/geocode-address';
import type { BusinessAddress } from './business-address';
import type { MapView } from './map-fallback';

export const MAP_ZOOM = 14;
export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

const shopIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  // The image sits in a 10 px side and 2 px top padding (delivery-map.css): a 45 × 44 tap target.
  iconAnchor: [22, 43],
  shadowAnchor: [12, 41],
  popupAnchor: [1, -34],
  className: 'shop-pin',
  shadowSize: [41, 41],
});

/**
 * Keeps the whole delivery area in view as the shop or the radius changes (MapContainer reads its
 * center once). Zoom 14 is the closest it goes; a wider area zooms out to show its edge.
 */
function FitArea({ center, radiusKm }: { center: Coordinates; radiusKm: number }) {
  const map = useMap();
  useEffect(() => {
    const middle = L.latLng(center.lat, center.lng);
    if (radiusKm > 0) {
      map.fitBounds(middle.toBounds(radiusKm * 2000), { padding: [16, 16], maxZoom: MAP_ZOOM });
    } else {
      map.setView(middle, MAP_ZOOM);
    }
  }, [map, center.lat, center.lng, radiusKm]);
  return null;
}

/** A tap (or click) on the map puts the shop's pin there. */
function PickOnTap({ onPick }: { onPick: (at: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

interface DeliveryMapProps {
  /** The shop's pin; null until the address is located or the owner places it. */
  pin: Coordinates | null;
  /** Where the map opens without a pin. */
  fallback: MapView;
  radiusKm: number;
  shopName: string;
  address: BusinessAddress;
  onPick: (at: Coordinates) => void;
}

export function DeliveryMap({
  pin,
  fallback,
  radiusKm,
  shopName,
  address,
  onPick,
}: DeliveryMapProps) {
  const start = pin ?? fallback.center;
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={pin ? MAP_ZOOM : fallback.zoom}
      scrollWheelZoom={false}
      className="z-0 h-80 w-full cursor-crosshair rounded-lg border"
      aria-label="Mapa da área de entrega"
    >
      <TileLayer
        url={TILE_URL}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
      />
      <PickOnTap onPick={onPick} />
      {pin ? (
        <>
          <FitArea center={pin} radiusKm={radiusKm} />
          <Marker
            position={[pin.lat, pin.lng]}
            icon={shopIcon}
            draggable
            title="Localização da empresa (arraste para ajustar)"
            eventHandlers={{
              dragend: (event) => {
                const at = (event.target as L.Marker).getLatLng();
                onPick({ lat: at.lat, lng: at.lng });
              },
            }}
          >
            <Popup>
              <strong>{shopName}</strong>
              <br />
              {address.street}, {address.number}
              <br />
              {address.neighborhood ? `${address.neighborhood}, ` : ''}
              {address.city} - {address.state}
              <br />
              <em>Localização da empresa</em>
            </Popup>
          </Marker>
          {radiusKm > 0 ? (
            <Circle
              center={[pin.lat, pin.lng]}
              radius={radiusKm * 1000}
              pathOptions={{ color: '#3b82f6', fillColor: '#3b82f6', fillOpacity: 0.2, weight: 2 }}
            />
          ) : null}
        </>
      ) : null}
    </MapContainer>
  );
}

import type { Coordinates } from '@/lib/geocode-address';

// Where the map opens when the address could not be located: the state's capital (the owner then
// taps the shop's spot), or the whole of Brazil when the state is not a known UF.
const CAPITALS: Record<string, Coordinates> = {
  AC: { lat: -9.975, lng: -67.81 },
  AL: { lat: -9.666, lng: -35.735 },
  AM: { lat: -3.119, lng: -60.022 },
  AP: { lat: 0.035, lng: -51.07 },
  BA: { lat: -12.971, lng: -38.501 },
  CE: { lat: -3.732, lng: -38.527 },
  DF: { lat: -15.794, lng: -47.882 },
  ES: { lat: -20.315, lng: -40.312 },
  GO: { lat: -16.686, lng: -49.265 },
  MA: { lat: -2.53, lng: -44.303 },
  MG: { lat: -19.917, lng: -43.935 },
  MS: { lat: -20.469, lng: -54.62 },
  MT: { lat: -15.601, lng: -56.097 },
  PA: { lat: -1.455, lng: -48.49 },
  PB: { lat: -7.115, lng: -34.864 },
  PE: { lat: -8.048, lng: -34.877 },
  PI: { lat: -5.089, lng: -42.802 },
  PR: { lat: -25.429, lng: -49.271 },
  RJ: { lat: -22.907, lng: -43.173 },
  RN: { lat: -5.795, lng: -35.209 },
  RO: { lat: -8.762, lng: -63.904 },
  RR: { lat: 2.82, lng: -60.672 },
  RS: { lat: -30.035, lng: -51.218 },
  SC: { lat: -27.595, lng: -48.548 },
  SE: { lat: -10.947, lng: -37.073 },
  SP: { lat: -23.55, lng: -46.633 },
  TO: { lat: -10.184, lng: -48.334 },
};

const BRAZIL: Coordinates = { lat: -14.235, lng: -51.925 };

export interface MapView {
  center: Coordinates;
  zoom: number;
}

export function fallbackView(state: string): MapView {
  const capital = CAPITALS[state.trim().toUpperCase()];
  return capital ? { center: capital, zoom: 11 } : { center: BRAZIL, zoom: 4 };
}

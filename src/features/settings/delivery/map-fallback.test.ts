import { describe, expect, it } from 'vitest';
import { fallbackView } from './map-fallback';

describe('fallbackView', () => {
  it("opens on the state's capital, whatever the case of the UF", () => {
    expect(fallbackView(' sp ')).toEqual({ center: { lat: -23.55, lng: -46.633 }, zoom: 11 });
  });
  it('shows the whole country for a state it does not know', () => {
    expect(fallbackView('São Paulo').zoom).toBe(4);
  });
});

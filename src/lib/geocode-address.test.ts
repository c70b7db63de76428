import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocodeAddress, geocodeQuery, geocodeUrl, parseGeocodeResponse } from './geocode-address';
import { cepUrl, lookupCep, parseCepResponse } from './lookup-cep';

const address = {
  street: 'Avenida Paulista',
  number: '1578',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const answer = (body: unknown, init: ResponseInit = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), init)) as unknown as typeof fetch;

afterEach(() => vi.restoreAllMocks());

describe('geocoding', () => {
  it('asks for street, number, neighborhood, city, state, Brasil: one result in Brazil', () => {
    const query = geocodeQuery(address);
    expect(query).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP, Brasil');
    const url = new URL(geocodeUrl(query));
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      q: query,
      limit: '1',
      countrycodes: 'br',
    });
    expect(geocodeQuery({ ...address, neighborhood: ' ' })).toBe(
      'Avenida Paulista, 1578, São Paulo, SP, Brasil',
    );
  });

  it('parses lat and lon strings; an empty array is not found', () => {
    expect(parseGeocodeResponse([{ lat: '-23.5614', lon: '-46.6559' }])).toEqual({
      lat: -23.5614,
      lng: -46.6559,
    });
    expect(parseGeocodeResponse([])).toBeNull();
    expect(parseGeocodeResponse({})).toBeNull();
    expect(parseGeocodeResponse([{ lat: 'x', lon: '1' }])).toBeNull();
  });

  it('treats a non-OK answer as not found and logs "Geocoding failed"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await geocodeAddress('q', answer([{ lat: '1', lon: '2' }], { status: 503 }))).toBeNull();
    expect(log).toHaveBeenCalledWith('Geocoding failed', 503);
    expect(await geocodeAddress('q', answer([]))).toBeNull();
    expect(await geocodeAddress('q', answer([{ lat: '-23.56', lon: '-46.65' }]))).toEqual({
      lat: -23.56,
      lng: -46.65,
    });
  });

  it('treats a network failure as not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await geocodeAddress('q', failing)).toBeNull();
  });
});

describe('CEP lookup', () => {
  it('asks viacep for 8 digits only', () => {
    expect(cepUrl('01310-100')).toBe('https://viacep.com.br/ws/01310100/json/');
    expect(cepUrl('0131')).toBeNull();
  });

  it('fills street, neighbourhood, city and state; an unknown CEP fills nothing', async () => {
    const body = {
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    };
    expect(await lookupCep('01310100', answer(body))).toEqual({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(parseCepResponse({ erro: true })).toBeNull();
    expect(await lookupCep('01310100', answer({}, { status: 500 }))).toBeNull();
  });
});

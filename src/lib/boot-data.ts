// The storefront's first data, served inside the page. The local stack renders a storefront page on
// the server (src/app/storefront-ssr.tsx) and puts the API answers it read into the HTML; the
// browser's first identical requests are answered from them, so the menu renders at once, exactly as
// the server drew it, without a round trip. A page served by a static host has none: every request
// goes to the network as usual. Only the public (anon) PostgREST client goes through here.
import { BOOT_ELEMENT_ID } from '@/lib/page-markers';

/** One API answer as the server read it. */
export interface BootResponse {
  status: number;
  contentRange: string | null;
  body: string;
}

/** Answers by request key (see requestKey). */
export type BootResponses = Record<string, BootResponse>;

/** The same request on the server and in the browser: its path and query, and what it accepts. */
export function requestKey(url: string, accept: string | null): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return `${pathname}${search} ${accept ?? ''}`;
}

function acceptOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('accept');
}

function readBootResponses(): Map<string, BootResponse> {
  const answers = new Map<string, BootResponse>();
  if (typeof document === 'undefined') return answers;
  try {
    const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    if (!text) return answers;
    for (const [key, answer] of Object.entries(JSON.parse(text) as BootResponses)) {
      if (typeof answer?.body === 'string' && typeof answer.status === 'number') {
        answers.set(key, answer);
      }
    }
  } catch {
    // A damaged page: the app fetches everything itself.
  }
  return answers;
}

const unused = readBootResponses();
const servedWithData = unused.size > 0;

/** Whether this page came with the server's data (and its first page drawn with it). */
export function hasBootData(): boolean {
  return servedWithData;
}

let serverFetch: typeof fetch | undefined;

/** On the server: where the public client's requests go while a page is rendered. */
export function setServerFetch(fetchImpl: typeof fetch | undefined): void {
  serverFetch = fetchImpl;
}

/**
 * The public client's fetch: a GET the page's data answers is answered from it once (later ones,
 * refetches included, reach the server); everything else goes to the network.
 */
export const bootFetch: typeof fetch = (input, init) => {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET' && unused.size > 0) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = requestKey(url, acceptOf(init));
    const answer = unused.get(key);
    if (answer) {
      unused.delete(key);
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      if (answer.contentRange) headers.set('content-range', answer.contentRange);
      return Promise.resolve(new Response(answer.body, { status: answer.status, headers }));
    }
  }
  return (serverFetch ?? fetch)(input, init);
};

// The inline scripts of the served pages. No imports: vite.config.ts (through themes.ts) and the
// local stack read this file too.

/**
 * JSON text made safe inside a <script> element: `<`, `>` and `&` (which could close the element or
 * open a comment in it) and U+2028/U+2029 (line ends to older JavaScript parsers) become \u escapes,
 * which JSON.parse and JavaScript read back as the same characters.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `value` as JSON to write inside a <script> element. */
export function scriptJson(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * The code of the inline scripts that run in one of our own templates (the built index.html): what
 * the page's CSP allows by hash. Never for a page with anyone else's text in it: such a page's
 * scripts are the template's plus the ones we add, known without reading the page.
 */
export function templateScripts(templateHtml: string): string[] {
  return [...templateHtml.matchAll(SCRIPT)]
    .filter(
      ([, attributes = '', code]) => code && !/\ssrc=|type="application\/json"/.test(attributes),
    )
    .map(([, , code]) => code!);
}

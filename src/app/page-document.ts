// A server-rendered storefront page (src/app/storefront-ssr.tsx) as a document: the app's index.html
// with the page drawn in #root, the API answers it was drawn from, the shop's theme, and the app's
// JavaScript started only after the first paint. The page is readable without it, so a phone on a slow
// connection spends its first bytes and CPU on showing the menu, then loads what makes it interactive.
import {
  BOOT_ELEMENT_ID,
  PENDING_TAPS_PROPERTY,
  ROUTE_PRELOAD_ATTRIBUTE,
  SHOP_THEME_ATTRIBUTE,
} from '@/lib/page-markers';
import { scriptJson, scriptSafeJson, templateScripts } from '@/lib/page-scripts';
import { getTheme, themeVariables } from '@/lib/themes';

export interface PagePieces {
  /** What goes inside #root. */
  html: string;
  /** The page's data, as JSON text (escaped here). */
  dataJson: string;
  /** A theme id the app knows. */
  themeId: string;
}

export interface PageDocument {
  html: string;
  /** The code of every inline script the document runs (its CSP allows exactly these). */
  scripts: string[];
}

const ROOT = '<div id="root"></div>';
const ROUTE_PRELOAD = new RegExp(`<script ${ROUTE_PRELOAD_ATTRIBUTE}[^>]*>([\\s\\S]*?)</script>`);
const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The document, or null when `indexHtml` is not shaped as the build makes it (the plain app is
 * served instead). The page's text is spliced into the template at places found in the template
 * alone (never searched for, or used as a replacement pattern, once the page's text is in), and the
 * scripts the document runs are the template's and the loader, whatever the page's text says.
 */
export function pageDocument(indexHtml: string, page: PagePieces): PageDocument | null {
  const entry = ENTRY.exec(indexHtml);
  const routePreload = ROUTE_PRELOAD.exec(indexHtml);
  if (!entry || !routePreload) return null;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const loader = appLoader(routePreload[1]!, entry[1]!, preloads);
  // The app is started by the loader rather than by the template's own tags.
  const template = [routePreload[0], entry[0]]
    .reduce((html, tag) => html.split(tag).join(''), indexHtml)
    .replace(MODULE_PRELOAD, () => '');
  const html = splice(template, [
    ['<html', `<html ${themeAttributes(page.themeId)}`],
    [ROOT, `<div id="root" aria-disabled="true">${page.html}</div>`],
    [
      '</body>',
      `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.dataJson)}</script>` +
        `<script>${loader}</script></body>`,
    ],
  ]);
  return html === null ? null : { html, scripts: [...templateScripts(template), loader] };
}

/**
 * `template` with each marker, looked for in order after the previous one, replaced by its text; null
 * when one is missing.
 */
function splice(template: string, pieces: Array<[marker: string, text: string]>): string | null {
  const parts: string[] = [];
  let from = 0;
  for (const [marker, text] of pieces) {
    const at = template.indexOf(marker, from);
    if (at < 0) return null;
    parts.push(template.slice(from, at), text);
    from = at + marker.length;
  }
  parts.push(template.slice(from));
  return parts.join('');
}

/**
 * The shop's theme on <html>: its id for the boot script and the app, and its colours in the tag
 * itself, so that a browser running no script at all still paints the menu in the shop's colours.
 */
function themeAttributes(themeId: string): string {
  const theme = getTheme(themeId);
  const style = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .concat(`color-scheme:${theme.dark ? 'dark' : 'light'}`)
    .join(';');
  return [
    `${SHOP_THEME_ATTRIBUTE}="${theme.id}"`,
    `data-theme="${theme.id}"`,
    theme.dark ? 'class="dark"' : '',
    `style="${style.replace(/[&"<>]/g, '')}"`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Starts the app once the page has loaded and painted: the route's modules (index.html's own preload
 * script), the entry's preloads, then the entry. Until
 * the app runs (#root loses aria-disabled), a tap on a button is kept for the app to replay.
 */
function appLoader(routePreload: string, entry: string, preloads: string[]): string {
  const taps = `window[${scriptJson(PENDING_TAPS_PROPERTY)}]`;
  return [
    "(function(){var r=document.getElementById('root');",
    `${taps}=[];`,
    "if(r)r.addEventListener('click',function(e){if(!r.hasAttribute('aria-disabled'))return;",
    "var b=e.target&&e.target.closest&&e.target.closest('button');if(!b)return;",
    `e.preventDefault();e.stopPropagation();${taps}.push(b)},true);`,
    'var done=false;function start(){if(done)return;done=true;',
    routePreload,
    `;${scriptJson(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});`,
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(entry)};document.head.appendChild(s)}`,
    // After the page and its first photos are on screen: loaded, and its first paint reported (on a
    // busy phone the load can come before the paint, and the app's downloads would then compete
    // with it). A hidden tab paints nothing: at once; a photo that never arrives, or a browser that
    // reports no paint, holds it 3 s at most.
    'var loaded=false,painted=false;function go(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(start,0)})}',
    "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){painted=true;go()}}).observe({type:'paint',buffered:true})}else painted=true;",
    'function later(){loaded=true;go()}',
    "if(document.hidden)start();else{setTimeout(start,3000);if(document.readyState==='complete')later();else addEventListener('load',later)}",
    "document.addEventListener('visibilitychange',start)})();",
  ].join('');
}

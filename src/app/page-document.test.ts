// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';
import { DEFAULT_THEME_ID, getTheme } from '@/lib/themes';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <script data-route-preload>(function(){window.__preloaded=1})()</script>
    <title>Comanda</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/utils-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = { html: '<main>Cardápio</main>', dataJson: '{"a":1}', themeId: 'red' };

describe('pageDocument', () => {
  it('puts the page in #root, its data at the end, and the shop theme on <html>', () => {
    const html = pageDocument(INDEX, PAGE)!.html;
    expect(html).toContain('<div id="root" aria-disabled="true"><main>Cardápio</main></div>');
    expect(html).toMatch(
      /<html data-shop-theme="red" data-theme="red" style="[^"]+" lang="pt-BR">/,
    );
    expect(html).toMatch(
      /<script id="comanda-boot" type="application\/json">\{"a":1\}<\/script><script>.*<\/script><\/body>/,
    );
  });

  it('starts the app after the first paint instead of from the head', () => {
    const html = pageDocument(INDEX, PAGE)!.html;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('__preloaded');
    expect(head).toContain('index-3.css');
    const loader = /<script>(.*)<\/script><\/body>/.exec(html)![1]!;
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('window.__preloaded=1');
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/react-1.js","/assets/utils-2.js"]');
  });

  it('runs the loader once, after a frame, the preloads before the entry', () => {
    const html = pageDocument(INDEX, PAGE)!.html;
    const loader = /<script>(.*)<\/script><\/body>/.exec(html)![1]!;
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const fakeDocument = {
      hidden: false,
      readyState: 'complete',
      addEventListener: () => {},
      getElementById: () => null,
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (el: Record<string, string>) => added.push(el.href ?? el.src ?? '') },
    };
    const run = new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      loader,
    ) as (...args: unknown[]) => void;
    run(
      fakeDocument,
      {},
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    expect(added).toEqual(['/assets/react-1.js', '/assets/utils-2.js', '/assets/index-abc.js']);
  });

  it('escapes the data so that nothing in it can close its script element', () => {
    const html = pageDocument(INDEX, {
      ...PAGE,
      dataJson: '{"name":"</script><script>x()"}',
    })!.html;
    expect(html).not.toContain('</script><script>x()');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ex()');
  });

  it('splices the page in as it is: replacement patterns stay text, the scripts stay ours', () => {
    const text = '$` $\' $& $1 $$ </body> <div id="root"></div>';
    const page = pageDocument(INDEX, {
      ...PAGE,
      html: `<main>${text}</main>`,
      dataJson: JSON.stringify({ name: `${text} <!-- \u2028\u2029` }),
    })!;
    expect(page.html.split(text)).toHaveLength(2);
    expect(page.html.length).toBeLessThan(INDEX.length + 3000);
    const json = /type="application\/json">(.*?)<\/script>/.exec(page.html)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: `${text} <!-- \u2028\u2029` });
    // The loader, whatever the page says; the route preload runs inside it.
    expect(page.scripts).toHaveLength(1);
    expect(page.html).toContain(`<script>${page.scripts[0]}</script></body>`);
  });

  it('paints the theme in the <html> tag itself, for a browser that runs no script', () => {
    const red = pageDocument(INDEX, PAGE)!.html;
    const style = /<html [^>]*style="([^"]+)"/.exec(red)![1]!;
    expect(style).toContain(`--primary:${getTheme('red').colors.primary}`);
    expect(style).toContain('color-scheme:light');
    expect(red).not.toContain('class="dark"');
    const dark = pageDocument(INDEX, { ...PAGE, themeId: 'dark' })!.html;
    expect(dark).toMatch(/<html [^>]*class="dark"[^>]*style="[^"]*color-scheme:dark"/);
  });

  it('takes an unknown or hostile theme id as the default theme', () => {
    const html = pageDocument(INDEX, { ...PAGE, themeId: 'red" onload="x' })!.html;
    expect(html).toContain(`<html data-shop-theme="${DEFAULT_THEME_ID}"`);
    expect(html).not.toContain('onload');
  });

  it('gives up on a page not shaped as the build makes it', () => {
    expect(pageDocument('<html><body></body></html>', PAGE)).toBeNull();
    expect(pageDocument(INDEX.replace('<div id="root"></div>', ''), PAGE)).toBeNull();
  });
});

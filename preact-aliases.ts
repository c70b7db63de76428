// The app is written against React's API and runs on Preact (preact/compat): a third of the
// runtime's weight, which the panel's first page downloads before it shows anything
// (docs/performance.md, round 5). Every import of react or react-dom, ours and our libraries'
// (Radix, React Router, TanStack Query…), resolves here, in the browser build, the server renderer
// (src/app/storefront-ssr.tsx) and the unit tests alike. Types still come from @types/react.
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
];

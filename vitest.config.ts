import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  test: {
    projects: [
      {
        // Components run on Preact as they ship (preact-aliases.ts).
        resolve: {
          alias: [
            { find: '@', replacement: alias['@'] },
            ...preactAliases,
            // Its ES module build: the CommonJS one would require react-dom past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: path.resolve(
                import.meta.dirname,
                'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
              ),
            },
          ],
          // The libraries' ES module builds (their CommonJS ones would require react past the aliases).
          conditions: ['module', 'module-sync'],
          mainFields: ['module', 'jsnext:main', 'main'],
        },
        test: {
          name: 'unit',
          // The libraries that import react go through Vite too, so that the aliases reach them; Preact
          // itself is loaded once (vi.resetModules must not give a module a second copy of its hooks).
          server: {
            deps: { inline: [/(^|[\\/@-])react/, /@radix-ui/, /@tanstack/, 'sonner'] },
          },
          include: [
            'src/**/*.test.{ts,tsx}',
            'supabase/local/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Each file starts its own stack: two at a time on a 2-core machine.
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});

import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: lib and components → features → app (CONVENTIONS: Layout). Relative imports
// that climb into src/features or src/app are caught too; a feature never imports another feature.
const featuresDir = new URL('./src/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const noAppImports = {
  group: ['@/app', '@/app/**', '**/app/**'],
  message:
    'Only src/app composes the app; move what you need down to a feature, lib or components.',
};

export default defineConfig([
  globalIgnores([
    'dist',
    'node_modules',
    '.data',
    '.tmp',
    'test-results',
    'playwright-report',
    'supabase/local/**/*.js',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat.recommended],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      // Files of UI primitives also export their cva variants (shadcn/ui style).
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['buttonVariants'] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@/features', '@/features/**', '**/features/**'],
              message:
                'Shared code must not depend on a feature; move the shared part down instead.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              regex: `^(@/features/(?!${feature}/)|(\\.\\./)+features/)`,
              message:
                'A feature never imports another feature; move shared code to lib or components.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'supabase/**/*.{ts,js}',
      'scripts/**/*.{ts,js}',
      'tests/**/*.{ts,js}',
      'e2e/**/*.{ts,js}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring: `async ({}, use) => …`.
    files: ['e2e/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
]);

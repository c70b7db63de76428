import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: app → features → data → components and lib → domain (pure rules), with no
// import cycles. Relative imports that climb into another layer are caught too; a feature never
// imports another feature; only src/data talks to Supabase (the clients live in src/lib).
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
const noFeatureImports = {
  group: ['@/features', '@/features/**', '**/features/**'],
  message: 'Shared code must not depend on a feature; move the shared part down instead.',
};
const noDataImports = {
  group: ['@/data', '@/data/**', '**/data/**'],
  message: 'Components and lib take data as props or arguments; src/data sits above them.',
};
const supabaseOnlyInData = {
  group: [
    '@supabase/*',
    '@/lib/supabase',
    '@/lib/supabase-public',
    '@/lib/realtime-public',
    '@/lib/supabase-realtime',
    '@/lib/supabase-storage',
    '**/lib/supabase',
  ],
  allowTypeImports: true,
  message: 'Only src/data talks to Supabase: add a query or mutation there and use its hook.',
};

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-ssr',
    'dist-server',
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
      // Files of UI primitives also export their cva variants (shadcn/ui style), and parts made
      // by slotPart (components/ui/slot-part.tsx), a component factory like memo.
      'react-refresh/only-export-components': [
        'warn',
        {
          allowConstantExport: true,
          allowExportNames: ['buttonVariants'],
          extraHOCs: ['slotPart'],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/test/**'],
    ignores: [
      'src/lib/supabase.ts',
      'src/lib/supabase-public.ts',
      'src/lib/realtime-public.ts',
      'src/lib/supabase-realtime.ts',
      'src/lib/supabase-storage.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noAppImports, noFeatureImports, noDataImports, supabaseOnlyInData] },
      ],
    },
  },
  {
    // Pure rules: the same answer for the same input, testable without a browser or a server.
    files: ['src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            noFeatureImports,
            noDataImports,
            {
              group: ['@/components', '@/components/**', '**/components/**'],
              message: 'Rules render nothing; the component imports the rule, not the other way.',
            },
            {
              regex: '^(@/lib/|(\\.\\./)+lib/)(?!database\\.types$)',
              message: 'src/domain depends only on the generated database types of src/lib.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'sonner', '@supabase/*', '@tanstack/*'],
              message: 'src/domain holds pure rules: no UI, no server state, no network.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            noFeatureImports,
            {
              group: ['@/components', '@/components/**'],
              message: 'src/data holds no UI; the feature renders it.',
            },
            {
              group: ['sonner', '@/lib/toast', '**/lib/toast'],
              message:
                'src/data shows nothing: pass onSuccess/onError from the feature, or let the query client report the error.',
            },
          ],
        },
      ],
    },
  },
  {
    // Words a person reads live with the feature (or lib/error-messages.ts); src/data throws
    // AppErrors with a code. An accented letter is the mark of pt-BR copy in a string.
    files: ['src/data/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/[À-ÿ]/]',
          message: 'No user-facing copy in src/data: throw an AppError with a code instead.',
        },
        {
          selector: 'TemplateElement[value.raw=/[À-ÿ]/]',
          message: 'No user-facing copy in src/data: throw an AppError with a code instead.',
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            supabaseOnlyInData,
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
    files: ['src/app/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [supabaseOnlyInData] }],
    },
  },
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
    files: ['public/sw.js', 'public/push-worker.js', 'public/order-sw.js'],
    languageOptions: { globals: globals.serviceworker, sourceType: 'script' },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring: `async ({}, use) => …`.
    files: ['e2e/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
]);

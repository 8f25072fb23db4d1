import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      '.stack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:server-lib',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
            },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib'] },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
            },
            {
              sourceTag: 'type:gateway',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:server-lib', 'type:testing'],
            },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:system-test', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // System tests exist to run the apps together, so they may import them (through package exports).
    files: ['tests/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Unit specs import the doubles alone: the whole harness (Postgres, NATS, maildev, sharp, Nest) costs
    // every spec file its load in jest's VM (CI time, issue 32).
    files: ['{apps,libs}/**/src/**/*.spec.ts', '{apps,libs}/**/src/**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@encontro/testing',
              message:
                'A unit spec imports @encontro/testing/unit (doubles, factories, freePort, blackPng) or @encontro/testing/tracing, not the integration harness.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/**
 * Package boundaries (docs/architecture.md): data libraries know nothing of
 * React or the app, UI libraries build on data and each other, nothing
 * imports the app. A violation is a lint error, not a review comment.
 */
export const depConstraints = [
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data'] },
  { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:data'] },
  // The app's build and browser tests use the build tools (prerender, server, Chromium finder).
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:content', 'type:tool'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/storybook-static',
      '**/node_modules',
      '**/*.timestamp*',
      '**/test-results',
      '**/playwright-report',
      'tools/checks/fixtures/**',
      // An app outside the workspace on purpose (installed from packed tarballs in a temp folder).
      'tools/consumer-check/app/**',
      'tools/consumer-check/next-app/**',
      // Code samples readers copy (content/samples/<id>/<family>.<ext>): snippets of test code for
      // frameworks and packages this workspace does not have, not modules of it.
      'content/samples/**',
    ],
  },
  {
    // Source, tests, content and tools; build configuration (vite.config.ts,
    // .storybook, playwright.config.ts) may load shared build helpers.
    files: ['**/src/**/*.{ts,tsx,js,jsx,mjs}', '**/e2e/**/*.ts', 'content/**/*.{ts,tsx}', 'tools/**/*.{ts,mjs}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  prettier,
];

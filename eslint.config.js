// ESLint: TypeScript's recommended rules, Astro's, accessibility in JSX and .astro markup, React's hook rules.
// Formatting is Prettier's (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-precompressed/',
      'dist-stats/',
      '.preview/',
      '.deploy/',
      '.astro/',
      '.data/',
      'reports/',
      'test-results/',
      'studio/dist/',
      'studio/.sanity/',
      '**/.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // Astro's accessibility config registers the jsx-a11y plugin; the islands take its recommended rules too.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A storage call that may throw (private mode, a full quota) and whose failure changes nothing.
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Inline scripts run before any bundle, in every browser the shop serves (Opera Mini among them): ES5 on purpose.
    files: ['src/components/ImageFallback.astro/*.ts'],
    rules: { 'no-var': 'off' },
  },
  prettier,
);

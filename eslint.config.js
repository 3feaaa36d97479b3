// ESLint: TypeScript's recommended rules, Astro's, accessibility in JSX and .astro markup, React's hook rules.
// Formatting is Prettier's (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIXED_WAIT =
  'A fixed wait in a test: wait on the state instead. Poll it (until() from tests/until.ts, vi.waitFor, expect.poll, ' +
  'a Playwright locator assertion), resolve a promise where the thing happens, or move a fake clock (vi.useFakeTimers, ' +
  'vi.advanceTimersByTime). See docs/testing.md.';
const RETRY =
  'No retries in tests: a test that passes only on a second try is flaky and fails the run. Make it wait on the state it needs.';

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
    // No fixed waits in tests and the scripts that run them, and no retries: a test waits on the state it
    // needs, and one that passes only on a second try is flaky (docs/testing.md). tests/until.ts, the
    // poller, is the one place a test's timer waits (between looks at the state).
    files: ['tests/**/*.ts', 'scripts/e2e.ts', 'scripts/test-all.ts', 'scripts/test-report.ts', 'scripts/run.ts'],
    ignores: ['tests/until.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // new Promise((resolve) => setTimeout(resolve, n)), and the same with a block or a callback that resolves.
          "NewExpression[callee.name='Promise'] > :function > CallExpression.body[callee.name='setTimeout']",
          "NewExpression[callee.name='Promise'] > :function > BlockStatement[body.length=1] > ExpressionStatement > CallExpression[callee.name='setTimeout']",
          "CallExpression[callee.name='waitForTimeout']",
        ].map((selector) => ({ selector, message: FIXED_WAIT })),
        ...[
          // Vitest's it/test/describe(name, { retry }), Playwright's test.describe.configure({ retries }).
          "CallExpression[callee.name=/^(it|test|describe)$/] > ObjectExpression > Property[key.name='retry']",
          "CallExpression[callee.object.name=/^(it|test|describe)$/] > ObjectExpression > Property[key.name='retry']",
          "CallExpression[callee.property.name='configure'] > ObjectExpression > Property[key.name='retries']",
        ].map((selector) => ({ selector, message: RETRY })),
      ],
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: FIXED_WAIT }],
      'no-restricted-imports': [
        'error',
        { paths: ['node:timers/promises', 'timers/promises'].map((name) => ({ name, message: FIXED_WAIT })) },
      ],
    },
  },
  {
    // Inline scripts run before any bundle, in every browser the shop serves (Opera Mini among them): ES5 on purpose.
    files: ['src/components/ImageFallback.astro/*.ts'],
    rules: { 'no-var': 'off' },
  },
  prettier,
);

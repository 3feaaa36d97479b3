import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/hosts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup-strings.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { islandStringsPlugin } from './src/build/island-strings.ts';

export default defineConfig({
  // An island's root imports virtual:island-strings; under Node its loader has nothing to load.
  plugins: [islandStringsPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/hosts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup-strings.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: a single worker on two cores, where the API tests'
    // waits on PostgreSQL, timers and child processes leave a second worker room (measured: 430 s → 282 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share a worker's module graph: importing src/ anew in each of 214 files was about 40% of the suite's
    // wall time. Tests that set process.env or spy on globals undo it when they finish (onTestFinished, mockRestore).
    isolate: false,
  },
});

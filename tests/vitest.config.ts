import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'mock/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 20000,
    server: { deps: { inline: [/@refinedev\//] } },
    env: { VITE_PRODUCT_NAME: 'Rumahku', VITE_SESSION_SECRET: 'test-secret' },
  },
});

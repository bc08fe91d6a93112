import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { demoWorkerOnlyInDemo, isDemoBuild } from './build/demo-choice.ts';

export default defineConfig(({ command, mode }) => {
  // .env files and the process's own VITE_* variables (which win)
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = isDemoBuild(env, command);
  return {
    plugins: [react(), demoWorkerOnlyInDemo(demo)],
    // a constant in the bundle: without the demo, its dynamic import is dead code and is left out
    define: { 'import.meta.env.VITE_DEMO': JSON.stringify(String(demo)) },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
    },
  };
});

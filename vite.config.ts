import { fileURLToPath } from 'node:url';

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
    resolve: {
      alias: [
        {
          find: /^side-channel$/,
          replacement: fileURLToPath(new URL('./src/vendor/side-channel.cjs', import.meta.url)),
        },
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        treeshake: {
          // UMD files that do not declare themselves side-effect free, kept in the entry by imports
          // nothing calls: papaparse by Refine's import/export hooks (the app's own CSV code imports
          // it where it runs), error-stack-parser by Refine's devtools traces (development only)
          moduleSideEffects: [
            { test: /node_modules[\\/](papaparse|error-stack-parser|stackframe)[\\/]/, sideEffects: false },
            // @refinedev/antd's single bundle imports react-markdown (MarkdownField) at module level; the
            // app uses none of it, and its remark/unified chain does not declare itself side-effect free
            {
              test: /node_modules[\\/](react-markdown|remark-[^\\/]+|unified|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+)[\\/]/,
              sideEffects: false,
            },
          ],
        },
      },
    },
  };
});

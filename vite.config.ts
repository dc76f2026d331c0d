import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

// The SSR bundle's entry is our Hono app (server/app.ts), which imports React Router's server
// build: one module graph for the API, the health checks and the pages (docs/decisions/0001).
export default defineConfig({
  // precompress: .br and .gz beside each client file (docs/decisions/0010-compression.md).
  plugins: [tailwindcss(), reactRouter(), precompress()],
  environments: {
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
  server: { hmr: true },
});

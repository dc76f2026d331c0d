import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The SSR bundle's entry is our Hono app (server/app.ts), which imports React Router's server
// build: one module graph for the API, the health checks and the pages (docs/decisions/0001).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
  server: { hmr: true },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The framework every page needs (React, React DOM and React Router) is one chunk of its own:
// cached across deploys that change only our code, and the floor `npm run bench:js` measures
// page code against (issue 20 §4).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// The SSR bundle's entry is our Hono app (server/app.ts), which imports React Router's server
// build: one module graph for the API, the health checks and the pages (docs/decisions/0001).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } } },
    },
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
  // SOURCEMAP=1 npm run build: source maps, to see which modules make up each chunk.
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  server: { hmr: true },
});

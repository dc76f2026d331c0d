import { createServer } from 'vite';

// Server code is written for the bundler: locale files and content come in through
// import.meta.glob, and some modules are TSX. Plain Node loads neither, so the commands that run
// server code outside the server (npm run db:migrate, db:seed, db:reset, feed:import) load it
// through Vite's SSR loader, as `npm run dev` does, and close it when done.

/** Loads the server module `id` (a path from the project root, e.g. `/server/db/cli-commands.ts`) and runs `use` with it. */
export async function withServerModule<M, R>(id: string, use: (module: M) => Promise<R>): Promise<R> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
    // A command loads server code only: nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((await vite.ssrLoadModule(id)) as M);
  } finally {
    await vite.close();
  }
}

// npm run db:migrate | db:seed [-- --listings N [--seed S]] | db:reset (server/db/cli-commands.ts),
// loaded through Vite because server code uses import.meta.glob and TSX (scripts/through-vite.ts).
import { withServerModule } from '../../scripts/through-vite.ts';

type Commands = typeof import('./cli-commands.ts');

process.exitCode = await withServerModule<Commands, number>('/server/db/cli-commands.ts', (cli) =>
  cli.runCli(process.argv.slice(2)),
);

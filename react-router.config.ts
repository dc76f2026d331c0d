import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDir } from './scripts/precompress.ts';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // .br and .gz beside each client file, after both builds (the route manifest is written last):
  // docs/decisions/0010-compression.md.
  async buildEnd({ reactRouterConfig }) {
    const t = await precompressDir(path.join(reactRouterConfig.buildDirectory, 'client'));
    console.log(
      `precompressed ${t.files} client files: ${(t.bytes / 1024).toFixed(0)} KB -> ${(t.brotli / 1024).toFixed(0)} KB brotli`,
    );
  },
} satisfies Config;

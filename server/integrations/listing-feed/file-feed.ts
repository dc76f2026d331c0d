import { readFile } from 'node:fs/promises';
import { parseListingFeed } from './feed-parser.ts';
import type { ListingFeed } from './listing-feed.ts';

/** A feed read from a file on disk (the sample in the repository, or a file another process fetches). */
export function fileListingFeed(source: string, file: string): ListingFeed {
  return {
    source,
    async fetch() {
      return parseListingFeed(await readFile(file, 'utf8'));
    },
  };
}

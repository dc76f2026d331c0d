import path from 'node:path';
import type { PropertyType } from '#common/listing-rules.ts';
import type { Env } from '#server/lib/env.ts';
import { fileListingFeed } from './file-feed.ts';

/** One rental as an outside property feed describes it, cleaned up (see feed-parser.ts). */
export interface FeedItem {
  /** The source's own id for the listing; with the source name it identifies the row. */
  externalId: string;
  /** The listing on the source site (http or https). */
  url: string;
  title: string;
  /** Plain text: HTML removed, paragraphs kept as blank lines. */
  description: string | null;
  rentIsk: number | null;
  street: string | null;
  postcode: string | null;
  /** The town as the feed names it, for postcodes not in our list. */
  town: string | null;
  propertyType: PropertyType | null;
  sizeM2: number | null;
  rooms: number | null;
  /** https only; stored, but not shown (see docs/rules/imported-listings.md). */
  imageUrl: string | null;
  publishedAt: Date | null;
}

/** A feed item left out, and why (logged by the import). */
export interface SkippedItem {
  externalId: string | null;
  reason: string;
}

export interface FeedResult {
  items: FeedItem[];
  skipped: SkippedItem[];
}

/** An outside source of rental listings. fetch() throws when the feed can't be read at all. */
export interface ListingFeed {
  source: string;
  fetch(): Promise<FeedResult>;
}

/** The sample feed in the repository: the default outside production, for demos and tests. */
export const SAMPLE_FEED_FILE = 'server/integrations/listing-feed/sample-feed.xml';

/**
 * The configured feed, or null when none is configured. Production imports only a feed that is
 * set explicitly: the sample's listings are examples and must never be shown as real.
 */
export function configuredListingFeed(config: Env): ListingFeed | null {
  const file = config.LISTING_FEED_FILE ?? (config.isProduction ? undefined : SAMPLE_FEED_FILE);
  if (!file) return null;
  return fileListingFeed(config.LISTING_FEED_SOURCE, path.resolve(file));
}

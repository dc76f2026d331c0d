import type { Locale } from './locales.ts';

// The shape of a marketing page from content/pages/<locale>/<slug>.md, shared by the server that
// reads it (server/domain/content/pages.ts) and the component that shows it.
export const CONTENT_PAGES = ['home', 'about', 'landlords', 'renters', 'iso-27001', 'mobile-app', 'rental-guarantees'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

export interface ContentItem {
  heading: string;
  html: string;
}

export interface ContentSection {
  heading: string;
  html: string;
  items: ContentItem[];
}

export interface ContentPageData {
  locale: Locale;
  title: string;
  lead: string | null;
  cta: { text: string; label: string; to: string } | null;
  sections: ContentSection[];
}

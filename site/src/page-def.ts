import type { ClientEntry } from './client/entries.ts';

/** One pre-rendered page: where it is written, its metadata, its body HTML and which scripts it loads. */
export interface RenderedPage {
  path: string;
  /** Output file relative to the site root, e.g. `blog/x/index.html`. */
  file: string;
  title: string;
  description: string;
  entries: ClientEntry[];
  jsonLd: object[];
  image?: string;
  ogType?: 'website' | 'article';
  /** Left out of the sitemap (the 404 page). */
  unlisted?: boolean;
  body: string;
}

/**
 * The site's editorial content: MDX files whose YAML front matter is checked here by zod. Editors add
 * a blog post, a role, a use case or a demo scenario by adding one file; a bad field stops the build
 * with the file and field named. The MDX bodies are compiled by the site build (site/build.ts).
 */
export { loadContent, ContentError, type SiteContent, type Entry } from './load-content.ts';
export * from './schema.ts';

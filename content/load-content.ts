import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  BlogFrontmatter,
  CareerFrontmatter,
  DemoFrontmatter,
  FaqFrontmatter,
  TestimonialsFrontmatter,
  UseCaseFrontmatter,
  type FaqItem,
  type Testimonial,
} from './schema.ts';

/** A validated content file: its slug (file name without .mdx), path relative to the repo, front matter. */
export interface Entry<T> {
  slug: string;
  file: string;
  data: T;
}

export interface SiteContent {
  blog: Entry<BlogFrontmatter>[];
  careers: Entry<CareerFrontmatter>[];
  useCases: Entry<UseCaseFrontmatter>[];
  demos: Entry<DemoFrontmatter>[];
  faq: FaqItem[];
  testimonials: Testimonial[];
}

/** A content file the build refuses; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: front matter field "${field}" ${detail}`);
  }
}

const CONTENT_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_DIR = path.dirname(CONTENT_DIR);

function frontmatterOf(absFile: string, relFile: string): unknown {
  const source = fs.readFileSync(absFile, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new ContentError(relFile, '(front matter)', 'is missing: the file must start with a --- block');
  try {
    return parseYaml(match[1] ?? '') ?? {};
  } catch (error) {
    throw new ContentError(relFile, '(front matter)', `is not valid YAML: ${(error as Error).message}`);
  }
}

function validate<S extends z.ZodType>(schema: S, raw: unknown, relFile: string): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  const field = keys.length > 0 ? keys.join(', ') : (issue?.path ?? []).join('.') || '(front matter)';
  const detail = keys.length > 0 ? 'is not a known field' : (issue?.message ?? 'is invalid');
  throw new ContentError(relFile, field, detail);
}

function loadFolder<S extends z.ZodType>(root: string, folder: string, schema: S): Entry<z.infer<S>>[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const relFile = path.relative(REPO_DIR, path.join(dir, name)) || name;
      const slug = name.slice(0, -'.mdx'.length);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        throw new ContentError(relFile, '(file name)', 'must be lowercase words joined by hyphens');
      }
      return {
        slug,
        file: relFile,
        data: validate(schema, frontmatterOf(path.join(dir, name), relFile), relFile),
      };
    });
}

function loadSingle<S extends z.ZodType>(root: string, name: string, schema: S): z.infer<S> {
  const abs = path.join(root, name);
  const relFile = path.relative(REPO_DIR, abs);
  if (!fs.existsSync(abs)) throw new ContentError(relFile, '(file)', 'is missing');
  return validate(schema, frontmatterOf(abs, relFile), relFile);
}

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/**
 * Reads and checks every content file. `publicDir` is where front-matter images must exist, so a
 * broken image path fails the build instead of shipping a broken page.
 */
export function loadContent(options: { root?: string; publicDir?: string } = {}): SiteContent {
  const root = options.root ?? CONTENT_DIR;
  const publicDir = options.publicDir ?? path.join(REPO_DIR, 'site', 'public');
  const blog = loadFolder(root, 'blog', BlogFrontmatter).sort((a, b) =>
    b.data.date.localeCompare(a.data.date),
  );
  for (const post of blog) {
    if (!fs.existsSync(path.join(publicDir, post.data.image))) {
      throw new ContentError(post.file, 'image', `points to ${post.data.image}, which does not exist`);
    }
  }
  return {
    blog,
    careers: loadFolder(root, 'careers', CareerFrontmatter).sort(byOrder),
    useCases: loadFolder(root, 'use-cases', UseCaseFrontmatter).sort(byOrder),
    demos: loadFolder(root, 'demos', DemoFrontmatter).sort(byOrder),
    faq: loadSingle(root, 'faq.mdx', FaqFrontmatter).items,
    testimonials: loadSingle(root, 'testimonials.mdx', TestimonialsFrontmatter).items,
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './load-content.ts';

const ROUTE_TABLE_POSTS = [
  'how-to-reduce-support-tickets-on-shopify',
  'real-estate-lead-qualification-with-ai',
  'building-better-saas-onboarding',
  'the-future-of-customer-support-is-live-data',
];

describe('the real content', () => {
  const content = loadContent();

  it('has the four blog posts of the route table, each with a category, date, read time, excerpt and image', () => {
    expect(content.blog.map((p) => p.slug).sort()).toEqual([...ROUTE_TABLE_POSTS].sort());
    for (const post of content.blog) expect(post.data.image).toMatch(/^\/images\/blog\/.+\.svg$/);
  });

  it('has six part-time, remote roles with EST hours, empty salary and the learning budget', () => {
    expect(content.careers).toHaveLength(6);
    for (const { data } of content.careers) {
      expect(data.type).toBe('Part-time');
      expect(data.location).toMatch(/Remote.*EST/);
      expect(data.salary).toBe('');
      expect(data.benefits.join(' ')).toContain('$3000');
    }
  });

  it('has three use cases, three demo scenarios, FAQ and testimonials', () => {
    expect(content.useCases.map((u) => u.slug)).toEqual([
      'ecommerce-storefront',
      'real-estate',
      'saas-lead-capture',
    ]);
    expect(content.demos).toHaveLength(3);
    expect(content.faq.length).toBeGreaterThan(0);
    expect(content.testimonials.length).toBeGreaterThan(0);
  });
});

describe('front matter errors name the file and the field', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A copy of the real content folder with one file replaced. */
  function contentWith(relFile: string, text: string): string {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-content-'));
    const source = path.dirname(new URL(import.meta.url).pathname);
    for (const folder of ['blog', 'careers', 'use-cases', 'demos'])
      fs.cpSync(path.join(source, folder), path.join(root, folder), { recursive: true });
    for (const file of ['faq.mdx', 'testimonials.mdx'])
      fs.copyFileSync(path.join(source, file), path.join(root, file));
    fs.writeFileSync(path.join(root, relFile), text);
    return root;
  }

  const post = (front: string) => `---\n${front}\n---\n\nBody.\n`;
  const good = {
    title: 'A post',
    category: 'Startups',
    date: '2025-01-01',
    readTime: '5 min read',
    excerpt: 'Short.',
    image: '/images/blog/live-data.svg',
  };
  const yaml = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}: '${v}'`)
      .join('\n');

  const failure = (dir: string) => {
    try {
      loadContent({ root: dir });
    } catch (error) {
      return error as ContentError;
    }
    throw new Error('loadContent accepted bad content');
  };

  it('a category outside the list', () => {
    const error = failure(contentWith('blog/new-post.mdx', post(yaml({ ...good, category: 'Cooking' }))));
    expect(error).toBeInstanceOf(ContentError);
    expect(error.file).toMatch(/blog\/new-post\.mdx$/);
    expect(error.field).toBe('category');
    expect(error.message).toContain('new-post.mdx: front matter field "category"');
  });

  it('a missing field', () => {
    const { excerpt: _excerpt, ...rest } = good;
    const error = failure(contentWith('blog/new-post.mdx', post(yaml(rest))));
    expect(error.field).toBe('excerpt');
  });

  it('an unknown field', () => {
    const error = failure(contentWith('blog/new-post.mdx', post(yaml({ ...good, autor: 'Sam' }))));
    expect(error.field).toBe('autor');
    expect(error.message).toContain('is not a known field');
  });

  it('an image that does not exist', () => {
    const error = failure(
      contentWith('blog/new-post.mdx', post(yaml({ ...good, image: '/images/blog/missing.svg' }))),
    );
    expect(error.field).toBe('image');
  });

  it('a salary on a role', () => {
    const file = path.join(
      path.dirname(new URL(import.meta.url).pathname),
      'careers',
      'account-executive.mdx',
    );
    const text = fs.readFileSync(file, 'utf8').replace("salary: ''", "salary: '$90k'");
    const error = failure(contentWith('careers/account-executive.mdx', text));
    expect(error.file).toMatch(/careers\/account-executive\.mdx$/);
    expect(error.field).toBe('salary');
  });

  it('a nested field in a demo scenario', () => {
    const error = failure(
      contentWith(
        'demos/bad.mdx',
        '---\norder: 9\nbusiness: X\nindustry: Y\nmessages:\n  - sender: bot\n    text: hi\n  - sender: ai\n    text: yo\n---\n',
      ),
    );
    expect(error.field).toBe('messages.0.sender');
  });

  it('YAML that does not parse', () => {
    const error = failure(contentWith('blog/new-post.mdx', '---\ntitle: [unclosed\n---\n'));
    expect(error.field).toBe('(front matter)');
    expect(error.message).toContain('not valid YAML');
  });

  it('adding a valid post is adding one file', () => {
    const dir = contentWith('blog/new-post.mdx', post(yaml(good)));
    expect(loadContent({ root: dir }).blog.map((p) => p.slug)).toContain('new-post');
  });
});

import { z } from 'zod';
import { BLOG_CATEGORIES, DEPARTMENTS } from './constants.ts';

export { BLOG_CATEGORIES, DEPARTMENTS };

/** Front matter of every content kind. Unknown keys are refused so a typo cannot pass silently. */
const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-01');

export const BlogFrontmatter = z
  .object({
    title: text,
    category: z.enum(BLOG_CATEGORIES),
    date: isoDate,
    readTime: z.string().regex(/^\d+ min read$/, 'must look like "6 min read"'),
    excerpt: text.max(300),
    image: z
      .string()
      .regex(/^\/images\/[\w/.-]+\.svg$/, 'must be a local SVG path like /images/blog/name.svg'),
  })
  .strict();
export type BlogFrontmatter = z.infer<typeof BlogFrontmatter>;

export const CareerFrontmatter = z
  .object({
    title: text,
    order: z.number().int(),
    department: z.enum(DEPARTMENTS),
    location: text,
    type: text,
    // The spec lists salary as empty: the field exists so a figure can be published later.
    salary: z.literal('', { error: 'must be an empty string' }),
    datePosted: isoDate,
    description: text,
    requirements: z.array(text).min(1),
    benefits: z.array(text).min(1),
  })
  .strict();
export type CareerFrontmatter = z.infer<typeof CareerFrontmatter>;

export const ChatLine = z.object({ sender: z.enum(['user', 'ai']), text }).strict();
export type ChatLine = z.infer<typeof ChatLine>;

export const UseCaseFrontmatter = z
  .object({
    title: text,
    order: z.number().int(),
    industry: text,
    summary: text,
    highlights: z.array(text).min(1),
    chat: z.array(ChatLine).min(2),
  })
  .strict();
export type UseCaseFrontmatter = z.infer<typeof UseCaseFrontmatter>;

/** A scripted conversation of the home page's live demo. */
export const DemoFrontmatter = z
  .object({
    order: z.number().int(),
    business: text,
    industry: text,
    messages: z.array(ChatLine).min(2),
  })
  .strict();
export type DemoFrontmatter = z.infer<typeof DemoFrontmatter>;

export const FaqFrontmatter = z
  .object({ items: z.array(z.object({ question: text, answer: text }).strict()).min(1) })
  .strict();
export type FaqItem = z.infer<typeof FaqFrontmatter>['items'][number];

export const TestimonialsFrontmatter = z
  .object({
    items: z.array(z.object({ quote: text, name: text, role: text, company: text }).strict()).min(1),
  })
  .strict();
export type Testimonial = z.infer<typeof TestimonialsFrontmatter>['items'][number];

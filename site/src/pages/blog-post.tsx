import type { ComponentType } from 'react';
import type { BlogFrontmatter } from '../../../content/schema.ts';
import { formatDate } from '../site-config.ts';
import { CategoryBadge } from '../ui/category-badge.tsx';
import { CallToAction } from './call-to-action.tsx';

/** A blog post; the Share button is enhanced by client/share.ts. */
export function BlogPost({ data, Body }: { data: BlogFrontmatter; Body: ComponentType }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <a href="/blog" className="font-medium text-blue-700 hover:text-blue-800">
        ← Back to Blog
      </a>
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
          <CategoryBadge category={data.category} />
          <time dateTime={data.date}>{formatDate(data.date)}</time>
          <span>{data.readTime}</span>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 md:text-4xl">{data.title}</h1>
        <p className="mt-4 text-lg text-gray-700">{data.excerpt}</p>
        <div className="mt-6 flex items-center gap-3">
          <button
            type="button"
            data-share
            data-title={data.title}
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900 hover:border-blue-700"
          >
            Share
          </button>
          <span data-share-status role="status" className="text-sm text-gray-700" />
        </div>
      </header>
      <img
        src={data.image}
        alt=""
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover"
      />
      <div className="prose mt-10">
        <Body />
      </div>
      <div className="mt-16">
        <CallToAction
          title="Ready to cut your support load?"
          text="Give your customers instant answers from your own knowledge and live data. Pick a plan and go live today."
        />
      </div>
    </article>
  );
}

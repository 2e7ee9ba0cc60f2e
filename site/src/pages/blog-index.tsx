import type { BlogFrontmatter } from '../../../content/schema.ts';
import { formatDate } from '../site-config.ts';
import { CategoryBadge } from '../ui/category-badge.tsx';
import { PageHeader } from './page-header.tsx';

export function BlogIndex({ posts }: { posts: { slug: string; data: BlogFrontmatter }[] }) {
  return (
    <>
      <PageHeader title="Blog">
        <p>Practical guides on AI customer support, e-commerce, real estate and growing a SaaS business.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 md:grid-cols-2">
        {posts.map(({ slug, data }, i) => (
          <article
            key={slug}
            className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
          >
            <img
              src={data.image}
              alt=""
              width={1200}
              height={630}
              loading={i < 2 ? 'eager' : 'lazy'}
              className="aspect-[1200/630] w-full object-cover"
            />
            <div className="p-6">
              <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
                <CategoryBadge category={data.category} />
                <time dateTime={data.date}>{formatDate(data.date)}</time>
                <span>{data.readTime}</span>
              </div>
              <h2 className="mt-3 text-xl font-semibold text-gray-900">
                <a href={`/blog/${slug}`} className="hover:text-blue-700">
                  {data.title}
                </a>
              </h2>
              <p className="mt-2 text-gray-700">{data.excerpt}</p>
              <a
                href={`/blog/${slug}`}
                className="mt-4 inline-block font-semibold text-blue-700 hover:text-blue-800"
              >
                Read more<span className="sr-only">: {data.title}</span>
              </a>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}

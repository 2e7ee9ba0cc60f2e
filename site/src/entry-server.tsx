/**
 * The server side of the static build: turns validated content into every pre-rendered page of the site's
 * route table (routes below; /admin/* is the console's). site/build.ts compiles this file with Vite (so MDX
 * bodies are compiled by the same pipeline) and calls renderSite.
 */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteContent } from '../../content/load-content.ts';
import type { PlanOffer } from '../../contract/plans.ts';
import { DemoPage } from './demo/demo-page.tsx';
import { WidgetDemoPage } from './demo/widget-demo-page.tsx';
import { blogPostingLd, jobPostingsLd, organizationLd } from './json-ld.ts';
import type { RenderedPage } from './page-def.ts';
import { About } from './pages/about.tsx';
import { BlogIndex } from './pages/blog-index.tsx';
import { BlogPost } from './pages/blog-post.tsx';
import { Careers } from './pages/careers.tsx';
import { DemoShell } from './pages/demo-shell.tsx';
import { Home } from './pages/home.tsx';
import { LegalPage } from './pages/legal-page.tsx';
import { NotFound } from './pages/not-found.tsx';
import { UseCases } from './pages/use-cases.tsx';
import { Layout } from './shell/layout.tsx';
import { SITE_NAME, TAGLINE } from './site-config.ts';

type MdxModule = { default: ComponentType };
const blogBodies = import.meta.glob<MdxModule>('../../content/blog/*.mdx', { eager: true });
const useCaseBodies = import.meta.glob<MdxModule>('../../content/use-cases/*.mdx', { eager: true });
const legalBodies = import.meta.glob<MdxModule>('../../content/legal/*.mdx', { eager: true });

/** The legal pages: content/legal/{slug}.mdx at /{slug}, linked from the footer and the checkout. */
const LEGAL_PAGES = [
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    description:
      'What Frontdesk keeps about visitors (transcripts, page views, leads) and customers (accounts, knowledge, usage, billing), why, and for how long.',
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    description:
      'Frontdesk plans are monthly PayPal subscriptions that renew until cancelled; cancelling keeps the plan to the end of the paid month.',
  },
] as const;

function bodyOf(modules: Record<string, MdxModule>, folder: string, slug: string): ComponentType | null {
  return modules[`../../content/${folder}/${slug}.mdx`]?.default ?? null;
}

const withLayout = (path: string, page: ReactElement) => renderToString(<Layout path={path}>{page}</Layout>);

export function renderSite(content: SiteContent, plans: readonly PlanOffer[]): RenderedPage[] {
  const pages: RenderedPage[] = [];
  const add = (
    page: Omit<RenderedPage, 'body' | 'entries' | 'jsonLd'> & Partial<RenderedPage>,
    element: ReactElement,
  ) => pages.push({ entries: [], jsonLd: [], ...page, body: withLayout(page.path, element) });

  add(
    {
      path: '/',
      file: 'index.html',
      title: `${SITE_NAME} — ${TAGLINE}`,
      description:
        'Frontdesk is an AI customer-support agent that answers from your own knowledge and live data. Add it to your site with one script tag.',
      entries: ['home'],
      jsonLd: [organizationLd()],
    },
    <Home
      scenarios={content.demos.map(({ data: { order: _order, ...scenario } }) => scenario)}
      testimonials={content.testimonials}
      faq={content.faq}
      plans={[...plans]}
    />,
  );
  add(
    {
      path: '/use-cases',
      file: 'use-cases/index.html',
      title: `Use Cases | ${SITE_NAME}`,
      description:
        'How e-commerce stores, real estate agencies and SaaS companies use Frontdesk to answer customers from live data.',
    },
    <UseCases
      cases={content.useCases.map((c) => ({
        slug: c.slug,
        data: c.data,
        Body: bodyOf(useCaseBodies, 'use-cases', c.slug),
      }))}
    />,
  );
  add(
    {
      path: '/about',
      file: 'about/index.html',
      title: `About | ${SITE_NAME}`,
      description:
        'Our mission is to give every business an AI assistant that knows it, answers honestly and hands over to a person when it matters.',
    },
    <About />,
  );
  add(
    {
      path: '/careers',
      file: 'careers/index.html',
      title: `Careers | ${SITE_NAME}`,
      description:
        'Join Frontdesk: part-time, remote roles in engineering, sales, marketing and customer success, working EST hours, with a $3000 learning budget.',
      entries: ['careers'],
      jsonLd: jobPostingsLd(content.careers),
    },
    <Careers
      roles={content.careers.map(({ slug, data: { order: _o, datePosted: _d, ...role } }) => ({
        slug,
        ...role,
      }))}
    />,
  );
  for (const legal of LEGAL_PAGES) {
    const Body = bodyOf(legalBodies, 'legal', legal.slug);
    if (!Body)
      throw new Error(`content/legal/${legal.slug}.mdx: the MDX body did not compile into a component`);
    add(
      {
        path: `/${legal.slug}`,
        file: `${legal.slug}/index.html`,
        title: `${legal.title} | ${SITE_NAME}`,
        description: legal.description,
      },
      <LegalPage Body={Body} />,
    );
  }
  add(
    {
      path: '/blog',
      file: 'blog/index.html',
      title: `Blog | ${SITE_NAME}`,
      description:
        'Guides on AI customer support, e-commerce, real estate lead qualification and SaaS onboarding.',
    },
    <BlogIndex posts={content.blog} />,
  );
  for (const post of content.blog) {
    const Body = bodyOf(blogBodies, 'blog', post.slug);
    if (!Body) throw new Error(`${post.file}: the MDX body did not compile into a component`);
    add(
      {
        path: `/blog/${post.slug}`,
        file: `blog/${post.slug}/index.html`,
        title: `${post.data.title} | ${SITE_NAME} Blog`,
        description: post.data.excerpt,
        jsonLd: [blogPostingLd(post)],
        image: post.data.image,
        ogType: 'article',
      },
      <BlogPost data={post.data} Body={Body} />,
    );
  }
  add(
    {
      path: '/demo',
      file: 'demo/index.html',
      title: `Live Demo | ${SITE_NAME}`,
      description: 'Try the Frontdesk assistant live on a demo business.',
      entries: ['demo'],
    },
    <DemoShell name="DemoPage" component={DemoPage} />,
  );
  add(
    {
      path: '/widget-demo',
      file: 'widget-demo/index.html',
      title: `Widget Demo | ${SITE_NAME}`,
      description: 'See the Frontdesk chat widget as your visitors will, with sample business profiles.',
      entries: ['widget-demo'],
    },
    <DemoShell name="WidgetDemoPage" component={WidgetDemoPage} />,
  );
  add(
    {
      path: '/404',
      file: '404.html',
      title: `404 Page Not Found | ${SITE_NAME}`,
      description: 'The page you were looking for does not exist.',
      unlisted: true,
    },
    <NotFound />,
  );
  return pages;
}

import type { Entry } from '../../content/load-content.ts';
import type { BlogFrontmatter, CareerFrontmatter } from '../../content/schema.ts';
import { SITE_NAME, siteUrl } from './site-config.ts';

/** Structured data: BlogPosting on posts, JobPosting on careers. */
const publisher = () => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: siteUrl(),
  logo: `${siteUrl()}/favicon.svg`,
});

export function organizationLd(): object {
  return { '@context': 'https://schema.org', ...publisher() };
}

export function blogPostingLd(post: Entry<BlogFrontmatter>): object {
  const url = `${siteUrl()}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.data.title,
    description: post.data.excerpt,
    image: `${siteUrl()}${post.data.image}`,
    datePublished: post.data.date,
    articleSection: post.data.category,
    timeRequired: `PT${Number.parseInt(post.data.readTime, 10)}M`,
    mainEntityOfPage: url,
    url,
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: publisher(),
  };
}

export function jobPostingsLd(roles: Entry<CareerFrontmatter>[]): object[] {
  return roles.map(({ data }) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: data.title,
    description: `<p>${data.description}</p><h3>Requirements</h3><ul>${data.requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`,
    datePosted: data.datePosted,
    employmentType: 'PART_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
    occupationalCategory: data.department,
    hiringOrganization: publisher(),
    jobBenefits: data.benefits.join('; '),
    workHours: 'Part-time, EST working hours',
  }));
}

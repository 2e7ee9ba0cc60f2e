/** Enumerations shared by the schema and the site's browser code (kept free of zod for bundle size). */
export const BLOG_CATEGORIES = ['E-commerce', 'Real Estate', 'Startups', 'AI & Tech'] as const;
export const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Customer Success'] as const;

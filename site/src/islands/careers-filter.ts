import { DEPARTMENTS } from '../../../content/constants.ts';

export const DEPARTMENT_FILTERS = ['All', ...DEPARTMENTS] as const;
export type DepartmentFilter = (typeof DEPARTMENT_FILTERS)[number];

export function filterRoles<T extends { department: string }>(roles: T[], department: DepartmentFilter): T[] {
  return department === 'All' ? roles : roles.filter((r) => r.department === department);
}

export function emptyRolesText(department: DepartmentFilter): string {
  return `No positions available in ${department} at the moment.`;
}

export function applyHref(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}

import { useState } from 'react';
import type { CareerFrontmatter } from '../../../content/schema.ts';
import { CAREERS_EMAIL } from '../site-config.ts';
import {
  DEPARTMENT_FILTERS,
  applyHref,
  emptyRolesText,
  filterRoles,
  type DepartmentFilter,
} from './careers-filter.ts';

export type Role = Omit<CareerFrontmatter, 'order' | 'datePosted'> & { slug: string };

/** Open roles with a department filter (default All). */
export function CareersBoard({ roles }: { roles: Role[] }) {
  const [department, setDepartment] = useState<DepartmentFilter>('All');
  const visible = filterRoles(roles, department);
  return (
    <div>
      <div role="group" aria-label="Filter by department" className="flex flex-wrap gap-2">
        {DEPARTMENT_FILTERS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === department}
            onClick={() => setDepartment(d)}
            className={`rounded-full border px-4 py-2 text-sm font-medium ${d === department ? 'border-blue-700 bg-blue-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-blue-700'}`}
          >
            {d}
          </button>
        ))}
      </div>
      <div className="mt-8 space-y-6" data-testid="roles">
        {visible.length === 0 ? (
          <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-700">{emptyRolesText(department)}</p>
        ) : null}
        {visible.map((role) => (
          <article
            key={role.slug}
            className="rounded-2xl border border-gray-200 p-6"
            data-department={role.department}
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 className="text-xl font-semibold text-gray-900">{role.title}</h3>
                <p className="mt-1 text-sm text-gray-600">
                  {role.department} · {role.location} · {role.type}
                  {role.salary ? ` · ${role.salary}` : ''}
                </p>
              </div>
              <a
                href={applyHref(CAREERS_EMAIL, role.title)}
                className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                Apply Now<span className="sr-only"> for {role.title}</span>
              </a>
            </div>
            <p className="mt-4 text-gray-700">{role.description}</p>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              <div>
                <h4 className="font-semibold text-gray-900">Requirements</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                  {role.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-semibold text-gray-900">Benefits</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                  {role.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </div>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CareersBoard } from './careers-board.tsx';
import { applyHref, emptyRolesText, filterRoles } from './careers-filter.ts';

describe('careers filter', () => {
  const roles = [
    { title: 'A', department: 'Engineering' },
    { title: 'B', department: 'Sales' },
  ];

  it('shows all roles for All and only the department otherwise', () => {
    expect(filterRoles(roles, 'All')).toHaveLength(2);
    expect(filterRoles(roles, 'Sales').map((r) => r.title)).toEqual(['B']);
    expect(filterRoles(roles, 'Marketing')).toEqual([]);
  });

  it('says so when a department has no roles', () => {
    expect(emptyRolesText('Marketing')).toBe('No positions available in Marketing at the moment.');
    expect(renderToString(<CareersBoard roles={[]} />)).toContain(
      'No positions available in All at the moment.',
    );
  });

  it('opens an email with the role in the subject', () => {
    expect(applyHref('careers@x.example', 'Account Executive')).toBe(
      'mailto:careers@x.example?subject=Application%3A%20Account%20Executive',
    );
  });
});

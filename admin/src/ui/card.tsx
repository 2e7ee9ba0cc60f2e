import type { ReactNode } from 'react';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      {children}
    </section>
  );
}

/** A summary figure: the label names it for screen readers and tests alike. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card>
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
      {detail && <div className="mt-1 text-xs text-slate-600">{detail}</div>}
    </Card>
  );
}

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function planTone(plan: string): BadgeTone {
  if (plan === 'Enterprise') return 'purple';
  if (plan === 'Premium') return 'blue';
  return 'neutral';
}

export function statusTone(status: string): BadgeTone {
  if (status === 'Active' || status === 'active') return 'green';
  if (status === 'Suspended') return 'red';
  return 'amber';
}

import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 md:text-5xl">{title}</h1>
        {children ? <div className="mt-6 text-lg text-gray-700">{children}</div> : null}
      </div>
    </section>
  );
}

import type { ComponentType } from 'react';
import type { UseCaseFrontmatter } from '../../../content/schema.ts';
import { ChatBubble } from '../ui/chat-bubble.tsx';
import { CallToAction } from './call-to-action.tsx';
import { PageHeader } from './page-header.tsx';

export interface UseCaseView {
  slug: string;
  data: UseCaseFrontmatter;
  Body: ComponentType | null;
}

export function UseCases({ cases }: { cases: UseCaseView[] }) {
  return (
    <>
      <PageHeader title="Solutions for every industry">
        <p>See how businesses use an assistant that answers from their own live data.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-20 px-4 pb-20">
        {cases.map(({ slug, data, Body }, i) => (
          <section
            key={slug}
            id={slug}
            aria-labelledby={`${slug}-title`}
            className="grid items-center gap-10 lg:grid-cols-2"
          >
            <div className={i % 2 === 1 ? 'lg:order-2' : undefined}>
              <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{data.industry}</p>
              <h2 id={`${slug}-title`} className="mt-2 text-3xl font-bold text-gray-900">
                {data.title}
              </h2>
              <p className="mt-4 text-lg text-gray-700">{data.summary}</p>
              {Body ? (
                <div className="prose mt-4">
                  <Body />
                </div>
              ) : null}
              <ul className="mt-6 space-y-2 text-gray-800">
                {data.highlights.map((h) => (
                  <li key={h} className="flex gap-2">
                    <span aria-hidden="true" className="text-blue-700">
                      ✓
                    </span>
                    {h}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-lg">
              <h3 className="border-b border-gray-200 pb-3 text-sm font-semibold text-gray-900">
                Sample conversation
              </h3>
              <div className="mt-4 space-y-3">
                {data.chat.map((m, j) => (
                  <ChatBubble key={j} sender={m.sender} text={m.text} />
                ))}
              </div>
            </div>
          </section>
        ))}
        <CallToAction
          title="Ready to see it on your own site?"
          text="Start with a plan that fits, and your assistant is answering in test mode within minutes."
        />
      </div>
    </>
  );
}

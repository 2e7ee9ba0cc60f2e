import type { FaqItem } from '../../../../content/schema.ts';

/** Native <details> disclosures: accessible and interactive without any script. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-3xl px-4">
        <h2 className="text-center text-3xl font-bold text-gray-900">Frequently asked questions</h2>
        <div className="mt-10 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {items.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-gray-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden="true" className="text-blue-700 transition group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-gray-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  {
    title: 'Connect your data',
    text: 'Add your website, FAQs and documents, and connect live data such as orders, inventory, listings or your CRM.',
  },
  {
    title: 'Customize your agent',
    text: 'Set the greeting, colours and curated answers. Preview every reply in the console before your customers see it.',
  },
  {
    title: 'Deploy anywhere',
    text: 'Paste one script tag into Shopify, WordPress, Webflow or any site. The widget loads fast and works on phones.',
  },
];

export function HowItWorks() {
  return (
    <section className="bg-gray-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold text-gray-900">How it works</h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-gray-900">{s.title}</h3>
              <p className="mt-2 text-gray-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const FEATURES = [
  {
    title: 'Knows your business',
    text: 'Answers only from your own content and says so plainly when it does not know. No invented facts.',
    icon: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  },
  {
    title: 'Live data',
    text: 'Order status, stock, listings and CRM records, looked up in real time for each customer.',
    icon: 'M4 12h4l3-8 4 16 3-8h2',
  },
  {
    title: 'Human handoff',
    text: 'Take over any live conversation from the console; the AI waits until you hand it back.',
    icon: 'M8 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-5 6-5s6 2 6 5m0 0c0-3 3-5 6-5',
  },
  {
    title: 'Analytics that act',
    text: 'See conversations, engagement and every unanswered question — turn each into an FAQ in one click.',
    icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  },
];

export function Features() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold text-gray-900">Everything your support needs</h2>
        <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <div key={f.title} className="rounded-2xl border border-gray-200 p-6">
              <svg
                aria-hidden="true"
                width="32"
                height="32"
                viewBox="0 0 24 24"
                fill="none"
                stroke="#1d4ed8"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={f.icon} />
              </svg>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{f.title}</h3>
              <p className="mt-2 text-gray-700">{f.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

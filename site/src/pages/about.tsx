import { CallToAction } from './call-to-action.tsx';
import { PageHeader } from './page-header.tsx';

const TEAM = [
  {
    name: 'Alex Morgan',
    role: 'Co-founder & CEO',
    bio: 'Ran support for a fast-growing online store and wanted an assistant that actually knew the orders.',
  },
  {
    name: 'Priya Patel',
    role: 'Co-founder & CTO',
    bio: 'Built search and retrieval systems for a decade; insists every answer shows where it came from.',
  },
  {
    name: 'Daniel Kim',
    role: 'Head of Customer Success',
    bio: 'Has onboarded hundreds of businesses and reads every unanswered question our clients get.',
  },
  {
    name: 'Sofia Alvarez',
    role: 'Head of Design',
    bio: 'Designs the widget and the console so that they feel calm, fast and obvious on any screen.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((p) => p[0])
    .join('');

export function About() {
  return (
    <>
      <PageHeader title="About Frontdesk">
        <p>We build the AI agent that knows your business.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-20">
        <section className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl font-bold text-gray-900">Our mission</h2>
          <p className="mt-6 text-lg text-gray-700">
            Every business deserves support that is instant, accurate and honest. Our mission is to give every
            company — from a two-person boutique to a national real estate agency — an assistant that answers
            from its own knowledge and live data, never invents facts, and hands over to a person whenever it
            matters.
          </p>
        </section>
        <section className="mt-20">
          <h2 className="text-center text-3xl font-bold text-gray-900">Meet the team</h2>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((m) => (
              <li key={m.name} className="rounded-2xl border border-gray-200 p-6 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-blue-100 text-2xl font-bold text-blue-800"
                >
                  {initials(m.name)}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-gray-900">{m.name}</h3>
                <p className="text-sm font-medium text-blue-700">{m.role}</p>
                <p className="mt-3 text-sm text-gray-700">{m.bio}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-20">
          <CallToAction
            title="Join the businesses that never miss a question"
            text="Try the assistant on your own content and see the difference in a day."
          />
        </div>
      </div>
    </>
  );
}

import { CareersBoard, type Role } from '../islands/careers-board.tsx';
import { Island } from '../islands/island.tsx';
import { CAREERS_EMAIL } from '../site-config.ts';
import { PageHeader } from './page-header.tsx';

const VALUES = [
  {
    title: 'Honest answers',
    text: 'Our product never invents facts, and neither do we. We say what we know and what we do not.',
  },
  {
    title: 'Customers first',
    text: 'Every week each of us reads real conversations our clients’ visitors had with the assistant.',
  },
  {
    title: 'Small and calm',
    text: 'A small team, written communication, few meetings, and time to do deep work well.',
  },
  {
    title: 'Always learning',
    text: 'AI changes monthly. We budget time and money for everyone to keep learning.',
  },
];

const PERKS = [
  'Part-time roles with flexible hours inside EST working hours',
  'Fully remote — work from wherever you do your best work',
  '$3000 yearly learning budget for courses, books and conferences',
  'Home-office allowance and the equipment you need',
  'Paid time off that people actually take',
  'A direct say in what we build next',
];

const STATS = [
  { value: '6', label: 'Open roles' },
  { value: '100%', label: 'Remote' },
  { value: '$3000', label: 'Learning budget' },
  { value: 'EST', label: 'Working hours' },
];

export function Careers({ roles }: { roles: Role[] }) {
  return (
    <>
      <PageHeader title="Join our team">
        <p>
          Help businesses answer every customer with an AI agent that knows their business. All roles are
          part-time and remote, working EST hours.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-20">
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {STATS.map((s) => (
            <div key={s.label} className="rounded-2xl bg-blue-50 p-6 text-center">
              <dt className="text-sm text-gray-700">{s.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-blue-800">{s.value}</dd>
            </div>
          ))}
        </dl>
        <section className="mt-20">
          <h2 className="text-3xl font-bold text-gray-900">Our values</h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <div key={v.title} className="rounded-2xl border border-gray-200 p-6">
                <h3 className="text-lg font-semibold text-gray-900">{v.title}</h3>
                <p className="mt-2 text-gray-700">{v.text}</p>
              </div>
            ))}
          </div>
        </section>
        <section className="mt-20">
          <h2 className="text-3xl font-bold text-gray-900">Perks and benefits</h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {PERKS.map((p) => (
              <li key={p} className="flex gap-3 rounded-xl bg-gray-50 p-4 text-gray-800">
                <span aria-hidden="true" className="text-blue-700">
                  ✓
                </span>
                {p}
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-20" aria-labelledby="open-positions">
          <h2 id="open-positions" className="text-3xl font-bold text-gray-900">
            Open positions
          </h2>
          <Island name="CareersBoard" component={CareersBoard} props={{ roles }} className="mt-8" />
        </section>
        <section className="mt-20 rounded-2xl bg-blue-700 px-6 py-12 text-center text-white">
          <h2 className="text-2xl font-bold md:text-3xl">Don’t see the right role?</h2>
          <p className="mx-auto mt-4 max-w-2xl text-blue-50">
            We are always happy to hear from people who care about great customer support. Tell us what you
            would like to work on.
          </p>
          <a
            href={`mailto:${CAREERS_EMAIL}`}
            className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
          >
            Get in Touch
          </a>
        </section>
      </div>
    </>
  );
}

import type { FaqItem, Testimonial } from '../../../content/schema.ts';
import type { PlanOffer } from '../../../contract/plans.ts';
import { Island } from '../islands/island.tsx';
import { LiveDemo, type DemoScenario } from '../islands/live-demo.tsx';
import { Pricing } from '../islands/pricing.tsx';
import { Faq } from './home/faq.tsx';
import { Features } from './home/features.tsx';
import { HowItWorks } from './home/how-it-works.tsx';
import { Testimonials } from './home/testimonials.tsx';

export function Home({
  scenarios,
  testimonials,
  faq,
  plans,
}: {
  scenarios: DemoScenario[];
  testimonials: Testimonial[];
  faq: FaqItem[];
  plans: PlanOffer[];
}) {
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">AI customer support</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-gray-900 md:text-5xl">
              The AI agent that knows your business
            </h1>
            <p className="mt-6 text-lg text-gray-700">
              Frontdesk answers your customers around the clock from your own knowledge and live data —
              listings, shop orders, inventory and CRM. One line of script on your site, and every question
              gets a real answer.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <a
                href="#pricing"
                className="rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow hover:bg-blue-800"
              >
                Choose a Plan
              </a>
              <a
                href="#live-demo"
                className="rounded-lg border border-gray-300 bg-white px-6 py-3 font-semibold text-gray-900 hover:border-blue-700"
              >
                Watch the demo
              </a>
            </div>
            <p className="mt-4 text-sm text-gray-600">
              Try the assistant in the live demo below: no account and no card needed.
            </p>
          </div>
          <div id="live-demo" className="scroll-mt-24">
            <h2 className="sr-only">Live demo</h2>
            <Island name="LiveDemo" component={LiveDemo} props={{ scenarios }} />
          </div>
        </div>
      </section>
      <Testimonials items={testimonials} />
      <HowItWorks />
      <Features />
      <section id="pricing" className="scroll-mt-20 bg-gray-50 py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold text-gray-900">Simple, transparent pricing</h2>
            <p className="mt-4 text-gray-700">
              Pick a plan, pay with PayPal, and your assistant is ready in test mode right away.
            </p>
          </div>
          <Island name="Pricing" component={Pricing} props={{ plans }} className="mt-12" />
        </div>
      </section>
      <Faq items={faq} />
    </>
  );
}

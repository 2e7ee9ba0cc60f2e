/**
 * The domain demo (/demo and /demo/{domain}): the test-mode client registered for the domain
 * in the URL, chatting in the real widget without its header. Only clients in test mode are served,
 * so the public demo never spends a production client's quota.
 */
import { useEffect, useRef, useState } from 'react';
import type { DemoClient, DemoClientLookup, DemoProfileList } from '../../../contract/widget.ts';
import { pathTo, siteEndpoints } from '../../../contract/endpoints.ts';
import { domainFromPath } from './demo-domain.ts';
import { loadFrontdesk, type WidgetHandle } from './frontdesk.ts';

/** The reset overlay shows for 1.5 s before the new session starts. */
export const RESET_DELAY_MS = 1500;

type Lookup =
  { state: 'loading' } | { state: 'found'; client: DemoClient } | { state: 'missing' } | { state: 'error' };

const button = 'inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold';

/** The demo businesses, so /demo (the mobile menu's Demo link) leads somewhere. */
function DemoBusinesses() {
  const [profiles, setProfiles] = useState<DemoProfileList['profiles'] | null>(null);
  useEffect(() => {
    let live = true;
    fetch(pathTo(siteEndpoints.demoProfiles))
      .then((r) =>
        r.ok ? (r.json() as Promise<DemoProfileList>) : Promise.reject(new Error(String(r.status))),
      )
      .then(
        (list) => live && setProfiles(list.profiles),
        () => live && setProfiles([]),
      );
    return () => {
      live = false;
    };
  }, []);
  if (!profiles || profiles.length === 0) return null;
  return (
    <nav aria-label="Demo businesses" className="mt-8">
      <h2 className="text-lg font-semibold text-gray-900">Try a demo business</h2>
      <ul className="mt-4 grid gap-3 text-left sm:grid-cols-2">
        {profiles.map((p) => (
          <li key={p.domain}>
            <a
              href={`/demo/${p.domain}`}
              className="block rounded-lg border border-gray-200 p-4 hover:border-blue-700"
            >
              <span className="block font-semibold text-gray-900">{p.businessName}</span>
              <span className="block text-sm text-gray-600">{p.domain}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoDomain() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Demo Page</h1>
      <p className="mt-4 text-gray-700">
        Add a business domain to the URL path to try its assistant, for example:
      </p>
      <p className="mt-3">
        <code className="rounded bg-gray-100 px-2 py-1 text-gray-900">/demo/{'{domain}'}</code>
      </p>
      <DemoBusinesses />
      <a href="/" className={`${button} mt-8 bg-blue-700 text-white hover:bg-blue-800`}>
        Go to Home
      </a>
    </section>
  );
}

function DemoWidget({ client }: { client: DemoClient }) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const [resetting, setResetting] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadFrontdesk().then(
      (api) => {
        if (cancelled || !host.current) return;
        handle.current = api.mount(host.current, {
          clientId: client.clientId,
          token: client.testAccessToken,
          showHeader: false,
          height: 600,
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, [client]);

  useEffect(() => {
    if (!resetting) return;
    const timer = setTimeout(() => {
      handle.current?.restart();
      setResetting(false);
    }, RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resetting]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <a href="/" className="text-sm font-semibold text-blue-700 hover:underline">
        ← Back to Home
      </a>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Chat with {client.businessName}</h1>
          <span className="mt-2 inline-block rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
            Connected to {client.domain}
          </span>
        </div>
        <button
          type="button"
          disabled={resetting}
          onClick={() => setResetting(true)}
          className={`${button} border border-gray-300 bg-white text-gray-900 hover:border-blue-700 disabled:opacity-60`}
        >
          {resetting ? 'Resetting Chat...' : 'Reset Chat'}
        </button>
      </div>
      <div className="relative mt-6">
        <div ref={host} data-testid="demo-widget" />
        {failed ? (
          <p className="rounded-xl bg-red-50 p-6 text-red-800">
            The chat widget could not be loaded. Please reload the page.
          </p>
        ) : null}
        {resetting ? (
          <div
            role="status"
            className="absolute inset-0 grid place-items-center rounded-xl bg-white/85 text-lg font-semibold text-gray-900"
          >
            Starting fresh conversation...
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function DemoPage() {
  const [domain] = useState(() => domainFromPath(window.location.pathname));
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    if (!domain) return;
    let cancelled = false;
    fetch(pathTo(siteEndpoints.demoClient, {}, { domain }))
      .then((r) =>
        r.ok ? (r.json() as Promise<DemoClientLookup>) : Promise.reject(new Error(String(r.status))),
      )
      .then(
        ({ client }) => !cancelled && setLookup(client ? { state: 'found', client } : { state: 'missing' }),
        () => !cancelled && setLookup({ state: 'error' }),
      );
    return () => {
      cancelled = true;
    };
  }, [domain]);

  if (!domain) return <NoDomain />;
  if (lookup.state === 'found') return <DemoWidget client={lookup.client} />;
  if (lookup.state === 'loading') {
    return (
      <p role="status" className="py-20 text-center text-gray-700">
        Loading...
      </p>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Client Not Found</h1>
      <p className="mt-4 text-gray-700">
        {lookup.state === 'missing'
          ? `No client found for domain ${domain}`
          : 'The demo could not be loaded. Please try again.'}
      </p>
      <a href="/" className={`${button} mt-8 bg-blue-700 text-white hover:bg-blue-800`}>
        Go to Home
      </a>
    </section>
  );
}

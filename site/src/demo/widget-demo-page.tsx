/**
 * The widget demo (/widget-demo): preset businesses shown on a mock website with the real
 * widget in demo mode, where replies are made in the browser after 1–3 s and nothing reaches a server.
 */
import { useEffect, useRef, useState } from 'react';
import type { DemoProfileInfo, DemoProfileList } from '../../../contract/widget.ts';
import { pathTo, siteEndpoints } from '../../../contract/endpoints.ts';
import { loadFrontdesk, type WidgetHandle } from './frontdesk.ts';
import { industryBadge, integrationSnippet, sampleQueries } from './presets.ts';

const badge = 'inline-block rounded-full px-3 py-1 text-xs font-semibold';

function MockSite({
  profile,
  onHandle,
}: {
  profile: DemoProfileInfo;
  onHandle(h: WidgetHandle | null): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    let handle: WidgetHandle | null = null;
    let cancelled = false;
    void loadFrontdesk().then((api) => {
      if (cancelled || !host.current) return;
      handle = api.mount(host.current, {
        demoMode: true,
        demoProfile: profile,
        primaryColor: profile.themeColor,
        showHeader: true,
        height: 460,
        clientId: `demo-${profile.domain}`,
      });
      onHandle(handle);
    });
    return () => {
      cancelled = true;
      handle?.unmount();
      onHandle(null);
    };
  }, [profile, onHandle]);

  return (
    <div
      className="min-w-0 overflow-hidden rounded-2xl border border-gray-200 shadow-sm"
      aria-label={`Mock website of ${profile.businessName}`}
      role="region"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 bg-gray-100 px-4 py-2">
        <span className="h-3 w-3 rounded-full bg-red-400" aria-hidden="true" />
        <span className="h-3 w-3 rounded-full bg-yellow-400" aria-hidden="true" />
        <span className="h-3 w-3 rounded-full bg-green-400" aria-hidden="true" />
        <span className="ml-3 flex-1 truncate rounded bg-white px-3 py-1 text-xs text-gray-600">
          https://{profile.domain}
        </span>
      </div>
      <div className="relative min-h-[620px] bg-white p-8">
        <p className="text-2xl font-bold text-gray-900">{profile.businessName}</p>
        <div className="mt-6 space-y-3" aria-hidden="true">
          <div className="h-4 w-3/4 rounded bg-gray-100" />
          <div className="h-4 w-2/3 rounded bg-gray-100" />
          <div className="h-4 w-1/2 rounded bg-gray-100" />
        </div>
        <div
          className="absolute bottom-24 right-6 w-[340px] max-w-[calc(100%-3rem)]"
          hidden={!open}
          data-testid="demo-widget"
        >
          <div ref={host} />
        </div>
        <button
          type="button"
          aria-label={open ? 'Close chat' : 'Open chat'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="absolute bottom-6 right-6 grid h-14 w-14 place-items-center rounded-full text-white shadow-lg"
          style={{ background: profile.themeColor }}
        >
          <svg
            width="26"
            height="26"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          </svg>
        </button>
      </div>
    </div>
  );
}

export function WidgetDemoPage() {
  const [profiles, setProfiles] = useState<DemoProfileInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const handle = useRef<WidgetHandle | null>(null);
  const [setHandle] = useState(() => (h: WidgetHandle | null) => {
    handle.current = h;
  });

  useEffect(() => {
    fetch(pathTo(siteEndpoints.demoProfiles))
      .then((r) =>
        r.ok ? (r.json() as Promise<DemoProfileList>) : Promise.reject(new Error(String(r.status))),
      )
      .then(
        (list) => setProfiles(list.profiles),
        () => setFailed(true),
      );
  }, []);

  const profile = profiles?.[index];
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">Widget Demo</h1>
      <p className="mt-3 max-w-2xl text-gray-700">
        Pick a sample business and chat with its assistant, as its visitors would. Replies here are generated
        in your browser.
      </p>
      {failed ? (
        <p className="mt-8 rounded-xl bg-red-50 p-6 text-red-800">
          The demo businesses could not be loaded. Please reload the page.
        </p>
      ) : null}
      {!profiles && !failed ? (
        <p role="status" className="mt-8 text-gray-700">
          Loading...
        </p>
      ) : null}
      {profiles && profile ? (
        <>
          <div role="group" aria-label="Demo businesses" className="mt-8 flex flex-wrap gap-2">
            {profiles.map((p, i) => (
              <button
                key={p.domain}
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`rounded-full border px-4 py-2 text-sm font-medium ${i === index ? 'border-blue-700 bg-blue-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-blue-700'}`}
              >
                {p.businessName}
              </button>
            ))}
          </div>
          {/* min-w-0: a grid item is otherwise as wide as its widest line (the snippet), past a phone's width. */}
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
            <div className="min-w-0">
              <h2 className="text-2xl font-semibold text-gray-900">{profile.businessName}</h2>
              <div className="mt-3 flex flex-wrap gap-2">
                <span className={`${badge} bg-purple-100 text-purple-800`}>
                  {industryBadge(profile.industry)}
                </span>
                <span className={`${badge} bg-gray-100 text-gray-800`}>{profile.domain}</span>
              </div>
              <h3 className="mt-6 font-semibold text-gray-900">Business context</h3>
              <p className="mt-2 max-h-64 overflow-y-auto whitespace-pre-line rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
                {profile.aiContent}
              </p>
              <h3 className="mt-6 font-semibold text-gray-900">Try a sample question</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                {sampleQueries(profile.sampleResponses).map((q) => (
                  <button
                    key={q}
                    type="button"
                    onClick={() => handle.current?.send(q)}
                    className="rounded-lg border border-gray-300 px-3 py-2 text-left text-sm text-gray-800 hover:border-blue-700"
                  >
                    {q}
                  </button>
                ))}
              </div>
              <h3 className="mt-6 font-semibold text-gray-900">Integration</h3>
              <pre className="mt-2 overflow-x-auto rounded-xl bg-gray-900 p-4 text-xs text-gray-100">
                <code>{integrationSnippet(window.location.origin, profile)}</code>
              </pre>
            </div>
            <MockSite key={profile.domain} profile={profile} onHandle={setHandle} />
          </div>
        </>
      ) : null}
    </section>
  );
}

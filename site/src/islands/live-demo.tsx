import { useEffect, useState } from 'react';
import type { DemoFrontmatter } from '../../../content/schema.ts';
import { DEMO_MESSAGE_INTERVAL_MS, DEMO_SCENARIO_SWITCH_MS } from './demo-timing.ts';
import { ChatBubble } from '../ui/chat-bubble.tsx';

export type DemoScenario = Omit<DemoFrontmatter, 'order'>;

/**
 * The home page's scripted demo: stopped or playing; starting clears the messages; while
 * playing one message is added per interval; a finished scenario moves on to the next after a pause.
 */
export function LiveDemo({ scenarios }: { scenarios: DemoScenario[] }) {
  const [playing, setPlaying] = useState(false);
  const [scenario, setScenario] = useState(0);
  const [shown, setShown] = useState(0);
  const current = scenarios[scenario];
  const total = current?.messages.length ?? 0;

  useEffect(() => {
    if (!playing || scenarios.length === 0) return;
    const timer =
      shown < total
        ? setTimeout(() => setShown((n) => n + 1), DEMO_MESSAGE_INTERVAL_MS)
        : setTimeout(() => {
            setScenario((s) => (s + 1) % scenarios.length);
            setShown(0);
          }, DEMO_SCENARIO_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [playing, shown, total, scenarios.length]);

  const toggle = () => {
    if (!playing) setShown(0);
    setPlaying(!playing);
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xl">
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 bg-gray-50 px-5 py-3">
        <div>
          <p className="font-semibold text-gray-900" data-testid="demo-business">
            {current?.business}
          </p>
          <p className="text-sm text-gray-600">
            {current?.industry} · Scenario {scenario + 1} of {scenarios.length}
          </p>
        </div>
        <button
          type="button"
          onClick={toggle}
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          {playing ? 'Pause Demo' : 'Start Demo'}
        </button>
      </div>
      <div className="h-96 space-y-3 overflow-y-auto p-5" aria-live="polite" data-testid="demo-messages">
        {shown === 0 && !playing ? (
          <p className="pt-32 text-center text-gray-600">
            Press Start Demo to watch the assistant answer real customer questions.
          </p>
        ) : null}
        {current?.messages.slice(0, shown).map((m, i) => (
          <ChatBubble key={`${scenario}-${i}`} sender={m.sender} text={m.text} />
        ))}
      </div>
    </div>
  );
}

import { Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/button.tsx';

/** Shown when a screen fails to load or render (for example a chunk lost after a redeploy). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-lg p-6">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      <div className="mt-4 flex gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          Dashboard
        </Link>
      </div>
    </main>
  );
}

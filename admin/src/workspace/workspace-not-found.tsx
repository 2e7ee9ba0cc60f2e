import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';

/** The workspace's own 404, in its words: inside the shell when signed in, on its own otherwise. */
export function WorkspaceNotFound() {
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <title>Page not found</title>
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-700">
        This page does not exist in your workspace. It may have moved; everything is reachable from Home.
      </p>
      <Link to="/" className={`${buttonClass('secondary')} mt-4`}>
        Go to Home
      </Link>
    </div>
  );
}

export function WorkspaceNotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <WorkspaceNotFound />
    </main>
  );
}

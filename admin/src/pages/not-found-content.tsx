import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';

/** The not-found text, used on its own page and inside the layout for an unknown client preview. */
export function NotFoundContent() {
  return (
    <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-sm text-slate-700">Did you forget to add the page to the router?</p>
      <Link to="/" className={`${buttonClass('secondary')} mt-4`}>
        Go to Dashboard
      </Link>
    </div>
  );
}

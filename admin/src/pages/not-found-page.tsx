import { NotFoundContent } from './not-found-content.tsx';

/** The not-found page, for any /admin path that no route matches. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <NotFoundContent />
    </main>
  );
}

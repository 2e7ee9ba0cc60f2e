import { NotFoundContent } from './not-found-content.tsx';

/** SPEC §2 not-found page, for any /admin path that no route matches. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <NotFoundContent />
    </main>
  );
}

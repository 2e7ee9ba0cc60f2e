/**
 * The domain demo page (/demo and /demo/{domain}). Owned by the widget engineer, who replaces this body;
 * the site build mounts the `DemoPage` export client-side inside the site shell.
 */
export function DemoPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Live Demo</h1>
      <p className="mt-4 text-gray-700">The domain demo loads here.</p>
    </section>
  );
}

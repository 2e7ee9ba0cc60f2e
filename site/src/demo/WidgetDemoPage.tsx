/**
 * The widget demo page (/widget-demo). Owned by the widget engineer, who replaces this body; the site
 * build mounts the `WidgetDemoPage` export client-side inside the site shell.
 */
export function WidgetDemoPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Widget Demo</h1>
      <p className="mt-4 text-gray-700">The widget demo loads here.</p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">404 Page Not Found</h1>
      <p className="mt-4 text-gray-700">Did you forget to add the page to the router?</p>
      <a
        href="/"
        className="mt-8 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
      >
        Back to Home
      </a>
    </section>
  );
}

export function CallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section className="rounded-2xl bg-blue-700 px-6 py-12 text-center text-white">
      <h2 className="text-2xl font-bold md:text-3xl">{title}</h2>
      <p className="mx-auto mt-4 max-w-2xl text-blue-50">{text}</p>
      <a
        href="/#pricing"
        className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
      >
        Choose a Plan
      </a>
    </section>
  );
}

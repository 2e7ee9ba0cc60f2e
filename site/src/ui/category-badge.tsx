export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-800">{category}</span>
  );
}

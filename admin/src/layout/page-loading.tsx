export function PageLoading() {
  return (
    <div role="status" className="p-6 text-sm text-slate-600">
      Loading...
    </div>
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-16">
      <span className="size-8 animate-spin rounded-full border-4 border-fairway-100 border-t-fairway-700" />
    </div>
  );
}

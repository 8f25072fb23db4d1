export function PageLoading({ label }: { label: string }) {
  return (
    <div className="support-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

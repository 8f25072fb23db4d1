import './lists.css';

/** A list or panel still loading: a spinner and what is coming, as a status. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="list-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

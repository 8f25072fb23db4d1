import './lists.css';

type LoadingProps = {
  /** What is coming, read as the status. */
  label: string;
  /** The box around it: a list's dashed panel by default, or a page's own (e.g. `support-loading`). */
  className?: string;
};

/** A list, panel or page still loading: a spinner and what is coming, as a status. */
export function Loading({ label, className = 'list-loading' }: LoadingProps) {
  return (
    <div className={className} role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

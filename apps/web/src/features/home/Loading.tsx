export function Loading() {
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      Carregando...
    </div>
  );
}

type PageLoaderProps = {
  /** Shown beside the spinner ('Carregando...'); without it the spinner alone, named for assistive technology. */
  text?: string;
};

/** A page or its content on the way: a spinner as a status, holding a screen's height for what comes. */
export function PageLoader({ text }: PageLoaderProps) {
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      {text ?? <span className="visually-hidden">Carregando página...</span>}
    </div>
  );
}

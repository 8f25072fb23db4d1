import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';

/** "página de contato": the link to /contato that the static pages point to. */
export const contactPageLink = (
  <Link to="/contato" className="link">
    página de contato
  </Link>
);

export type StaticSection = { id: string; title: string; body: ReactNode };

type StaticPageProps = {
  title: string;
  lead: ReactNode;
  sections: StaticSection[];
  /** Shows a numbered index of the sections with in-page links. */
  withIndex?: boolean;
  updatedAt?: string;
  children?: ReactNode;
};

export function StaticPage({ title, lead, sections, withIndex, updatedAt, children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <article className="page static-page">
      <PageHeader title={title} lead={lead}>
        {updatedAt && <p className="muted">Última atualização: {formatDate(updatedAt)}</p>}
      </PageHeader>
      {withIndex && (
        <nav className="card static-page__index" aria-labelledby="static-index-title">
          <h2 id="static-index-title" className="card__title">
            Índice
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="link">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="static-page__section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`} className="static-page__title">
            {withIndex ? `${i + 1}. ${s.title}` : s.title}
          </h2>
          {s.body}
        </section>
      ))}
      {children}
    </article>
  );
}

/** One question of the FAQ, expandable with the keyboard (native disclosure). */
export function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="question">
      <summary className="question__summary">{q}</summary>
      <div className="question__answer">{children}</div>
    </details>
  );
}

import type { ReactNode } from 'react';
import { BackToSupport } from './BackToSupport';

type SupportPageProps = {
  title: string;
  lead: ReactNode;
  /** Shows the way back to the Central de Suporte above the title. */
  back?: boolean;
  narrow?: boolean;
  children: ReactNode;
};

/** A page of the support area: its title and lead, then its content. */
export function SupportPage({ title, lead, back = false, narrow = false, children }: SupportPageProps) {
  return (
    <div className={narrow ? 'page page--narrow support-page' : 'page support-page'}>
      <header className="page__header">
        {back && <BackToSupport />}
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { reportTypeLabels } from '@encontro/contracts';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { formatDateTime } from '../../ui/format';
import type { Report } from './adminTypes';
import { Detail } from './Detail';

/** The reported item's own lines: author, e-mail, id, where; an indication's venue fields. */
export function ReportedContent({ report, full }: { report: Report; full: boolean }) {
  const item = report.indication ?? report.post ?? report.comment;
  if (!item) return <p className="muted">O conteúdo denunciado não está mais disponível.</p>;
  // A 'wide' row takes the list's whole width (the quoted text).
  const rows: [string, ReactNode, 'wide'?][] = [];
  if (report.indication) {
    const i = report.indication;
    rows.push(['Local', i.name], ['Endereço', i.address]);
    if (full)
      rows.push(
        ['Ponto de referência', i.reference],
        ['Telefone', i.phone],
        [
          'Site',
          i.website && (
            <a href={i.website} className="link" target="_blank" rel="noopener noreferrer">
              {i.website}
            </a>
          ),
        ],
        ['Dia do encontro', i.event_day],
        ['Horário', i.event_time],
        ['Atrações', i.attractives.join(', ')],
      );
    rows.push(['Cidade/Estado', `${i.city} - ${i.state}`], ['Anfitrião', i.host]);
  } else {
    const p = (report.post ?? report.comment)!;
    rows.push(['Conteúdo', <blockquote className="admin-quote">{p.content}</blockquote>, 'wide']);
    if (p.forum_name) rows.push(['Fórum', p.forum_name]);
    rows.push(['Local', `${p.city} - ${p.state}`]);
    if (full && p.created_at) rows.push(['Publicado em', formatDateTime(p.created_at)]);
  }
  rows.push(['Autor', item.author.name], ['E-mail do autor', item.author.email]);
  if (full) rows.push(['ID do autor', item.author.id && <code>{item.author.id}</code>]);
  if (full)
    rows.push([
      `ID do ${report.type === 'indication' ? 'local' : reportTypeLabels[report.type].toLowerCase()}`,
      <code>{item.id}</code>,
    ]);
  return (
    <>
      <dl className="admin-dl">
        {rows.map(([label, value, wide]) => (
          <Detail key={label} label={label} className={wide ? 'admin-dl__wide' : undefined}>
            {value}
          </Detail>
        ))}
      </dl>
      {full && report.indication && report.indication.photos.length > 0 && (
        <ul className="grid-list admin-photos" aria-label="Fotos do local denunciado">
          {report.indication.photos.slice(0, 3).map((photo, n) => (
            <li key={photo}>
              <StoredPhoto
                className="venue-photo"
                path={photo}
                alt={`Foto ${n + 1} de ${report.indication!.name}`}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

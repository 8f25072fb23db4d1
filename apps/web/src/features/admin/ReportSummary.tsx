import { reportTypeLabels } from '@encontro/contracts';
import { formatDateTime } from '../support/supportFormat';
import type { Report } from './adminTypes';
import { ReportedContent } from './ReportedContent';
import { reporterName } from './reporterName';

/** A report's badges, date, situation, reporter and reason, then the reported item. */
export function ReportSummary({ report, full }: { report: Report; full: boolean }) {
  return (
    <>
      <div className="admin-card__head">
        <span className="admin-badge admin-badge--type">
          {report.content_type || reportTypeLabels[report.type]}
        </span>
        <span
          className={
            report.resolved ? 'admin-badge admin-badge--resolved' : 'admin-badge admin-badge--pending'
          }
        >
          {report.status_label}
        </span>
        {report.urgent && !report.resolved && (
          <span className="admin-badge admin-badge--urgent">Urgente</span>
        )}
      </div>
      <dl className="admin-dl">
        <div>
          <dt>Data</dt>
          <dd>{formatDateTime(report.created_at)}</dd>
        </div>
        <div>
          <dt>Situação</dt>
          <dd>{report.resolution_status}</dd>
        </div>
        <div>
          <dt>Denunciado por</dt>
          <dd>
            {reporterName(report)}
            {report.denunciante.email && <span className="muted"> ({report.denunciante.email})</span>}
          </dd>
        </div>
        <div className="admin-dl__wide">
          <dt>Motivo</dt>
          <dd>{report.message || <span className="muted">Nenhum motivo informado</span>}</dd>
        </div>
      </dl>
      <h4 className="admin-subtitle">
        {report.type === 'indication'
          ? 'Indicação denunciada'
          : `${reportTypeLabels[report.type]} denunciado`}
      </h4>
      <ReportedContent report={report} full={full} />
    </>
  );
}

import { reportTypeLabels } from '@encontro/contracts';
import { Badge } from '../../ui/Badge';
import { DetailRow } from '../../ui/DetailRow';
import { formatDateTime } from '../../ui/format';
import type { Report } from './adminTypes';
import { ReportedContent } from './ReportedContent';
import { reporterName } from './reporterName';

/** A report's badges, date, situation, reporter and reason, then the reported item. */
export function ReportSummary({ report, full }: { report: Report; full: boolean }) {
  return (
    <>
      <div className="admin-card__head">
        <Badge tone="info">{report.content_type || reportTypeLabels[report.type]}</Badge>
        <Badge tone={report.resolved ? 'success' : 'warning'}>{report.status_label}</Badge>
        {report.urgent && !report.resolved && <Badge tone="error">Urgente</Badge>}
      </div>
      <dl className="admin-dl">
        <DetailRow term="Data">{formatDateTime(report.created_at)}</DetailRow>
        <DetailRow term="Situação">{report.resolution_status}</DetailRow>
        <DetailRow term="Denunciado por">
          {reporterName(report)}
          {report.denunciante.email && <span className="muted"> ({report.denunciante.email})</span>}
        </DetailRow>
        <DetailRow term="Motivo" className="admin-dl__wide">
          {report.message || <span className="muted">Nenhum motivo informado</span>}
        </DetailRow>
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

import { reportTypeLabels } from '@encontro/contracts';
import { AdminCard } from './AdminCard';
import type { Report } from './adminTypes';
import { DetailsButton } from './DetailsButton';
import { ReportActionButtons } from './ReportActionButtons';
import { reporterName } from './reporterName';
import { ReportSummary } from './ReportSummary';
import type { ReportActions } from './useReportActions';

type ReportCardProps = {
  report: Report;
  actions: ReportActions;
  onDetails: (id: string) => void;
};

/** A report of the Denúncias tab: its summary, Ver Detalhes, and Resolver / Excluir Conteúdo while open. */
export function ReportCard({ report, actions, onDetails }: ReportCardProps) {
  const what = (report.content_type || reportTypeLabels[report.type]).toLowerCase();
  return (
    <AdminCard
      label={`Denúncia de ${what} por ${reporterName(report)}`}
      variant={report.resolved ? 'admin-card--resolved' : undefined}
    >
      <ReportSummary report={report} full={false} />
      <div className="admin-actions">
        <DetailsButton onClick={() => onDetails(report.denuncia_id)} />
        <ReportActionButtons report={report} actions={actions} />
      </div>
    </AdminCard>
  );
}

import { Button } from '../../ui/Button';
import type { Report } from './adminTypes';
import type { ReportActions } from './useReportActions';

/** Resolver and Excluir Conteúdo for an open report; nothing once it is resolved. */
export function ReportActionButtons({ report, actions }: { report: Report; actions: ReportActions }) {
  if (report.resolved) return null;
  const mine = actions.busy?.id === report.denuncia_id;
  return (
    <>
      <Button
        variant="secondary"
        loading={mine && actions.busy?.action === 'resolve'}
        loadingText="Resolvendo..."
        disabled={Boolean(actions.busy)}
        onClick={() => void actions.run(report.denuncia_id, 'resolve')}
      >
        Resolver
      </Button>
      <Button
        variant="danger"
        loading={mine && actions.busy?.action === 'delete'}
        loadingText="Excluindo..."
        disabled={Boolean(actions.busy)}
        onClick={() => actions.setConfirming(report)}
      >
        Excluir Conteúdo
      </Button>
    </>
  );
}

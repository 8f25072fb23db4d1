import { useEffect, useState, type ReactNode } from 'react';
import { reportTypeLabels } from '@encontro/contracts';
import { assetUrl } from '../../api/config';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useToast } from '../../ui/Toast';
import { formatDateTime } from '../support/supportFormat';
import { useDeleteReportedContentMutation, useReportsQuery, useResolveReportMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminLimits, adminTexts } from './adminTexts';
import type { Report, ReportStatus, ReportType } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { SearchBox } from './SearchBox';
import { useDebounced } from './useDebounced';
import { useLogFailure } from './useLogFailure';

type TypeFilter = 'all' | ReportType;
type StatusFilter = 'all' | ReportStatus;

const typeOptions: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'Todos os tipos' },
  { value: 'indication', label: 'Indicações' },
  { value: 'post', label: 'Posts' },
  { value: 'comment', label: 'Comentários' },
];
const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos os status' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'resolved', label: 'Resolvidas' },
];

const reporterName = (r: Report) => `${r.denunciante.name} ${r.denunciante.surname}`.trim();

/** The reported item's own lines: author, e-mail, id, where; an indication's venue fields. */
function Reported({ report, full }: { report: Report; full: boolean }) {
  const item = report.indication ?? report.post ?? report.comment;
  if (!item) return <p className="muted">O conteúdo denunciado não está mais disponível.</p>;
  const rows: [string, ReactNode][] = [];
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
    rows.push(['Conteúdo', <span className="admin-quote">{p.content}</span>]);
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
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="muted">Não informado</span>}</dd>
          </div>
        ))}
      </dl>
      {full && report.indication && report.indication.photos.length > 0 && (
        <ul className="admin-photos" aria-label="Fotos do local denunciado">
          {report.indication.photos.slice(0, 3).map((photo, n) => (
            <li key={photo}>
              <img
                src={assetUrl(photo) ?? ''}
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

function ReportSummary({ report, full }: { report: Report; full: boolean }) {
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
      <Reported report={report} full={full} />
    </>
  );
}

/** Resolver and Excluir Conteúdo, only while the report is open (SPEC §4). */
function useReportActions() {
  const toast = useToast();
  const [resolve] = useResolveReportMutation();
  const [deleteContent] = useDeleteReportedContentMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'resolve' | 'delete' } | null>(null);
  const [confirming, setConfirming] = useState<Report | null>(null);

  const run = async (id: string, action: 'resolve' | 'delete') => {
    setBusy({ id, action });
    try {
      const result = await (action === 'resolve' ? resolve(id) : deleteContent(id)).unwrap();
      toast(
        result.message ||
          (action === 'resolve' ? adminTexts.reportResolved : adminTexts.reportContentDeleted),
      );
      return true;
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        action === 'resolve' ? adminTexts.resolveFailed : adminTexts.deleteContentFailed,
      );
      if (status !== 401) toast(text, 'error');
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run, confirming, setConfirming };
}

type Actions = ReturnType<typeof useReportActions>;

function ActionButtons({ report, actions }: { report: Report; actions: Actions }) {
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

/** SPEC §2 "Denúncias": filters, debounced search, paged cards, details, resolve, delete content. */
export function ReportsTab() {
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDebounced(search.trim(), adminLimits.reportSearchDebounceMs);
  const query = useReportsQuery(
    {
      page,
      per_page: adminLimits.reportsPerPage,
      type: type === 'all' ? undefined : type,
      status: status === 'all' ? undefined : status,
      search: searched || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isFetching, isError, error } = query;
  useLogFailure(isError, 'denúncias', error);
  const actions = useReportActions();
  const [openId, setOpenId] = useState<string | null>(null);

  // A new search starts on the first page.
  useEffect(() => setPage(1), [searched]);
  // After the last item of the last page went away, show the page that now is the last.
  const lastPage = data?.meta.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const reports = data?.data ?? [];
  const selected = reports.find((r) => r.denuncia_id === openId) ?? null;
  const confirming = actions.confirming;

  const deleteConfirmed = async () => {
    if (!confirming) return;
    const ok = await actions.run(confirming.denuncia_id, 'delete');
    actions.setConfirming(null);
    if (ok) setOpenId(null);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-reports-title" aria-busy={isFetching}>
      <div className="admin-section__head">
        <h2 id="admin-reports-title" className="admin-section__title">
          Denúncias
        </h2>
      </div>
      <div className="admin-toolbar">
        <SelectField
          fieldClassName="admin-filter"
          label="Tipo"
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={typeOptions}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={statusOptions}
        />
        <SearchBox
          label="Buscar denúncias"
          placeholder="Conteúdo, denunciante ou local"
          value={search}
          onChange={setSearch}
        />
      </div>
      <PagedList
        query={query}
        loadingLabel="Carregando denúncias..."
        errorMessage={adminTexts.reportsLoadFailed}
        items={reports}
        paging={{ meta: data?.meta, onPage: setPage }}
        noun="denúncias"
        pagesLabel="Páginas de denúncias"
        pagination="always"
        empty={<EmptyState title="Nenhuma denúncia encontrada." />}
      >
        {(shown) => (
          <ul className="admin-cards admin-cards--wide" aria-label="Denúncias">
            {shown.map((report) => (
              <li key={report.denuncia_id}>
                <article
                  className={report.resolved ? 'admin-card admin-card--resolved' : 'admin-card'}
                  aria-label={`Denúncia de ${(report.content_type || reportTypeLabels[report.type]).toLowerCase()} por ${reporterName(report)}`}
                >
                  <div className="admin-card__body">
                    <ReportSummary report={report} full={false} />
                    <div className="admin-actions">
                      <Button variant="ghost" onClick={() => setOpenId(report.denuncia_id)}>
                        Ver Detalhes
                      </Button>
                      <ActionButtons report={report} actions={actions} />
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <Modal
        open={selected !== null && confirming === null}
        title="Detalhes da denúncia"
        onClose={() => setOpenId(null)}
        footer={
          <>
            {selected && <ActionButtons report={selected} actions={actions} />}
            <Button variant="secondary" onClick={() => setOpenId(null)}>
              Fechar
            </Button>
          </>
        }
      >
        {selected && <ReportSummary report={selected} full />}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title="Excluir conteúdo denunciado"
        message={adminTexts.confirmDeleteContent}
        confirmLabel="Excluir Conteúdo"
        busyLabel="Excluindo..."
        busy={actions.busy?.action === 'delete'}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => actions.setConfirming(null)}
      />
    </section>
  );
}

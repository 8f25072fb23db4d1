import { useId, useState, type ReactNode } from 'react';
import type { IntegrityCluster } from '@encontro/contracts';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { AdminCard } from './AdminCard';
import { ConfirmDialog } from './ConfirmDialog';
import {
  clusterStatusLabels,
  clusterStatusTones,
  integrityTexts,
  riskLabels,
  riskTones,
  type ShownPart,
} from './integrityTexts';
import { useClusterActions } from './useClusterActions';

type IntegrityClusterCardProps = {
  cluster: IntegrityCluster;
  /** The card's accounts not blocked yet; null while the users list is not known. */
  toBlock: readonly string[] | null;
};

/** A titled part of the card (Motivos, Contas, Votos): its heading names its list. */
function Part({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="integrity-part">
      <h4 id={id} className="integrity-part__title">
        {title}
      </h4>
      {children(id)}
    </div>
  );
}

/**
 * One cluster of the Integridade tab: risk and status, the venue, why it was grouped, its accounts
 * (name, masked e-mail, sign-up time, network label: nothing else) and votes, and its review actions.
 * A big cluster's card carries its first accounts only (`integrityLimits.accountsPerCard`) and says so;
 * quarantine holds every vote of the cluster (on the server), the block only the accounts shown.
 */
export function IntegrityClusterCard({ cluster, toBlock }: IntegrityClusterCardProps) {
  const actions = useClusterActions(cluster);
  const [asking, setAsking] = useState<'quarantine' | 'block' | null>(null);
  const { busy } = actions;
  const held = cluster.status === 'quarantined';
  const run = (action: Promise<unknown>) => void action.finally(() => setAsking(null));
  const partial: ShownPart | null =
    cluster.accounts.length < cluster.accounts_total
      ? { shown: cluster.accounts.length, total: cluster.accounts_total }
      : null;

  return (
    <AdminCard
      label={cluster.indication_name}
      variant={`admin-card--integrity integrity-risk--${cluster.risk}`}
    >
      <div className="admin-card__head">
        <h3 className="admin-card__title">{cluster.indication_name}</h3>
        <Badge tone={riskTones[cluster.risk]}>{riskLabels[cluster.risk]}</Badge>
        <Badge tone={clusterStatusTones[cluster.status]}>
          <span className="visually-hidden">Situação: </span>
          {clusterStatusLabels[cluster.status]}
        </Badge>
      </div>
      <p className="admin-card__line muted">
        {cluster.city} · Semana {cluster.week}
      </p>

      <Part title="Motivos">
        {(id) => (
          <ul className="integrity-reasons" aria-labelledby={id}>
            {cluster.reasons.map((reason, i) => (
              <li key={`${reason.code}-${i}`}>{reason.text}</li>
            ))}
          </ul>
        )}
      </Part>

      <Part title={`Contas (${cluster.accounts.length})`}>
        {(id) => (
          <ul className="integrity-items" aria-labelledby={id}>
            {cluster.accounts.map((account) => (
              <li key={account.user_id} className="integrity-item">
                <span className="integrity-item__name">{account.name}</span>
                <span className="integrity-item__meta">{account.email_masked}</span>
                <span className="integrity-item__meta">Cadastro: {formatDateTime(account.created_at)}</span>
                <span className="integrity-item__meta">{account.network ?? integrityTexts.noNetwork}</span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      {partial && <p className="integrity-note muted">{integrityTexts.shownAccounts(partial)}</p>}

      <Part title={`Votos (${cluster.votes.length})`}>
        {(id) => (
          <ul className="integrity-items" aria-labelledby={id}>
            {cluster.votes.map((vote) => (
              <li key={`${vote.user_id}-${vote.voted_at}`} className="integrity-item integrity-item--vote">
                <time className="integrity-item__meta" dateTime={vote.voted_at}>
                  {formatDateTime(vote.voted_at)}
                </time>
                <span className="integrity-item__meta">{vote.network ?? integrityTexts.noNetwork}</span>
                <Badge tone={vote.counted ? 'success' : 'warning'}>
                  {vote.counted ? integrityTexts.counted : integrityTexts.underReview}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Part>
      {partial && (
        <p className="integrity-note muted">
          {integrityTexts.shownVotes({ shown: cluster.votes.length, total: cluster.accounts_total })}
        </p>
      )}

      <div className="admin-actions">
        {held ? (
          <Button
            loading={busy === 'release'}
            loadingText={integrityTexts.releasing}
            disabled={busy !== null}
            onClick={() => void actions.release()}
          >
            {integrityTexts.release}
          </Button>
        ) : (
          <Button
            loading={busy === 'quarantine' && asking === null}
            loadingText={integrityTexts.quarantining}
            disabled={busy !== null}
            onClick={() => setAsking('quarantine')}
          >
            {integrityTexts.quarantine}
          </Button>
        )}
        {toBlock !== null && toBlock.length === 0 ? (
          <p className="integrity-note muted">
            {partial ? integrityTexts.allShownBlocked : integrityTexts.allBlocked}
          </p>
        ) : (
          <Button
            variant="danger"
            loading={busy === 'block' && asking === null}
            loadingText={integrityTexts.blocking}
            disabled={busy !== null || toBlock === null}
            onClick={() => setAsking('block')}
          >
            {integrityTexts.block}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={asking === 'quarantine'}
        title="Colocar votos em análise"
        message={integrityTexts.confirmQuarantine(cluster.indication_name, cluster.accounts_total)}
        confirmLabel={integrityTexts.quarantine}
        busyLabel={integrityTexts.quarantining}
        busy={busy === 'quarantine'}
        onConfirm={() => run(actions.quarantine())}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'block'}
        title="Bloquear contas"
        message={integrityTexts.confirmBlock(toBlock?.length ?? 0, partial)}
        confirmLabel={integrityTexts.block}
        busyLabel={integrityTexts.blocking}
        busy={busy === 'block'}
        onConfirm={() => run(actions.block(toBlock ?? []))}
        onCancel={() => setAsking(null)}
      />
    </AdminCard>
  );
}

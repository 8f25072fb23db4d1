import { formatDateTime } from '../../ui/format';
import { AdminCard } from './AdminCard';
import type { AuditEntry } from './adminTypes';
import { Detail } from './Detail';
import { auditActionLabel, auditActorName, auditTargetLabel } from './auditTexts';

/** A recorded before/after, as indented JSON ('—' when there was none). */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** One admin action of the Auditoria tab: what, when, who, on what, and its before/after on demand. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const action = auditActionLabel(entry.action);
  return (
    <AdminCard label={`${action}, ${formatDateTime(entry.at)}`}>
      <div className="admin-card__head">
        <h3 className="admin-card__title">{action}</h3>
        <span className="muted admin-card__date">{formatDateTime(entry.at)}</span>
      </div>
      <dl className="admin-dl admin-dl--compact">
        <Detail label="Administrador">{auditActorName(entry)}</Detail>
        <Detail label="Alvo">
          {auditTargetLabel(entry.target_type)} · <code>{entry.target_id}</code>
        </Detail>
      </dl>
      {(entry.before !== null || entry.after !== null) && (
        <details className="admin-audit__changes">
          <summary>Ver alterações</summary>
          <div className="admin-audit__json">
            <p className="admin-audit__json-title">Antes</p>
            <pre>{shown(entry.before)}</pre>
            <p className="admin-audit__json-title">Depois</p>
            <pre>{shown(entry.after)}</pre>
          </div>
        </details>
      )}
    </AdminCard>
  );
}

import { INTEGRITY_AUDIT_TARGET, integrityAuditActions, moderationActions } from '@encontro/contracts';
import type { AuditEntry } from './adminTypes';

/** pt-BR names of the audit log's actions, in the order the Ação filter offers them. */
export const auditActionLabels: Readonly<Record<string, string>> = {
  'user.block': 'Usuário bloqueado',
  'user.unblock': 'Usuário desbloqueado',
  'user.delete': 'Usuário excluído',
  'indication.approve': 'Indicação aprovada',
  'indication.reject': 'Indicação rejeitada',
  'indication.delete': 'Indicação excluída',
  [moderationActions.reportResolve]: 'Denúncia resolvida',
  [moderationActions.reportDeleteContent]: 'Conteúdo denunciado excluído',
  'post.update': 'Post editado',
  'post.delete': 'Post excluído',
  'comment.update': 'Comentário editado',
  'comment.delete': 'Comentário excluído',
  'ticket.respond': 'Ticket respondido',
  [moderationActions.wordAdd]: 'Palavra censurada adicionada',
  [moderationActions.wordRemove]: 'Palavra censurada removida',
  [moderationActions.settingsUpdate]: 'Configurações alteradas',
  [integrityAuditActions.quarantine]: 'Grupo de votos colocado em análise',
  [integrityAuditActions.release]: 'Grupo de votos liberado',
  [integrityAuditActions.autoHold]: 'Grupo de votos colocado em análise automaticamente',
};

/** pt-BR names of what an action was done to (`target_type`). */
export const auditTargetLabels: Readonly<Record<string, string>> = {
  user: 'Usuário',
  indication: 'Indicação',
  report: 'Denúncia',
  post: 'Post',
  comment: 'Comentário',
  ticket: 'Ticket',
  censored_word: 'Palavra censurada',
  settings: 'Configurações',
  [INTEGRITY_AUDIT_TARGET]: 'Grupo de votos',
};

/** An action's pt-BR name; one this panel does not know yet shows as it is recorded. */
export const auditActionLabel = (action: string): string => auditActionLabels[action] ?? action;
export const auditTargetLabel = (type: string): string => auditTargetLabels[type] ?? type;

/** Who did it: the admin's name, 'Sistema' for the automatic hold, or a removed account. */
export const auditActorName = (entry: Pick<AuditEntry, 'actor_name'>): string =>
  entry.actor_name ?? 'Administrador removido';

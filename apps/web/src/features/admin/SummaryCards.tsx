import { LoadError } from '../../ui/LoadError';
import { formatNumber } from '../../ui/format';
import { useStatisticsQuery } from './adminApi';
import { useLogFailure } from './useLogFailure';
import { adminTexts, plural } from './adminTexts';
import type { Statistics } from './adminTypes';

type Card = { id: string; title: string; value: number | null; detail: string; tone?: 'up' | 'down' };

function growthText(s: Statistics['active_users']): string {
  const sign = s.growth_type === 'negative' ? '-' : '+';
  const pct = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(Math.abs(s.growth));
  return `${sign}${pct}% em relação ao mês passado`;
}

function cardsOf(stats: Statistics | undefined): Card[] {
  const u = stats?.active_users;
  const i = stats?.pending_indications;
  const r = stats?.reports;
  const t = stats?.support_tickets;
  return [
    {
      id: 'users',
      title: 'Usuários Ativos',
      value: u?.value ?? null,
      detail: u?.has_data ? growthText(u) : adminTexts.noUserData,
      tone: u?.has_data ? (u.growth_type === 'negative' ? 'down' : 'up') : undefined,
    },
    {
      id: 'indications',
      title: 'Indicações Pendentes',
      value: i?.value ?? null,
      detail: i?.has_data ? plural(i.new_today, 'nova hoje', 'novas hoje') : adminTexts.noPendingIndications,
    },
    {
      id: 'reports',
      title: 'Denúncias',
      value: r?.value ?? null,
      detail: r?.has_data ? plural(r.urgent, 'urgente', 'urgentes') : adminTexts.noReports,
    },
    {
      id: 'tickets',
      title: 'Tickets Suporte',
      value: t?.value ?? null,
      detail: t?.has_data
        ? plural(t.open, 'aberto aguardando resposta', 'abertos aguardando resposta')
        : adminTexts.noOpenTickets,
    },
  ];
}

/** SPEC §2: the four summary cards; a failed load says so (not 'Sem dados') and offers a retry. */
export function SummaryCards() {
  const { data, isError, isFetching, error, refetch } = useStatisticsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'estatísticas', error);
  if (isError)
    return (
      <LoadError
        message={adminTexts.statisticsLoadFailed}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  return (
    <ul className="grid-list admin-stats" aria-label="Resumo da plataforma">
      {cardsOf(data).map((card) => (
        <li key={card.id} className={`admin-stat admin-stat--${card.id}`}>
          <p className="admin-stat__title">{card.title}</p>
          <p className="admin-stat__value">{card.value === null ? '–' : formatNumber(card.value)}</p>
          <p
            className={
              card.tone ? `admin-stat__detail admin-stat__detail--${card.tone}` : 'admin-stat__detail'
            }
          >
            {card.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}

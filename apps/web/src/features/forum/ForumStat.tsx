import { formatNumber } from '../../ui/format';

/** One number of a forum's or meetup's statistics ("Posts 12"), as a row of their `<dl>`. */
export function ForumStat({ label, value }: { label: string; value: number }) {
  return (
    <div className="forum-stats__item">
      <dt>{label}</dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  );
}

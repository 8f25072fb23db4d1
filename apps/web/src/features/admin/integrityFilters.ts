import {
  dateOfWeekDay,
  integrityQuerySchema,
  parseWeek,
  previousWeek,
  type IntegrityQuery,
} from '@encontro/contracts';
import type { SelectOption } from '../../ui/SelectField';

/** The tab's id in the address: /admin?aba=integridade&city_id=…&week=… */
export const integrityTabId = 'integridade';

/** How many weeks the week select offers, the current one first. */
const WEEKS_SHOWN = 12;

/** What the tab filters the clusters by (the page apart). */
export type IntegrityFilters = Pick<IntegrityQuery, 'city_id' | 'week'>;

/** The filters the address carries, each dropped when it is not one the API takes. */
export function integrityFiltersOf(search: URLSearchParams): IntegrityFilters {
  const { city_id, week } = integrityQuerySchema.shape;
  const cityId = city_id.safeParse(search.get('city_id') ?? undefined);
  const chosenWeek = week.safeParse(search.get('week') ?? undefined);
  return {
    city_id: cityId.success ? cityId.data : undefined,
    week: chosenWeek.success ? chosenWeek.data : undefined,
  };
}

const dayMonth = ({ day, month }: { day: number; month: number }) =>
  `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;

/** "Semana atual (23/11 a 29/11)" / "Semana 47 (16/11 a 22/11)": short enough for a 320-px select. */
export function weekLabel(week: string, current: string): string {
  const monday = dateOfWeekDay(week, 1);
  const sunday = dateOfWeekDay(week, 7);
  const range = `${dayMonth(monday)} a ${dayMonth(sunday)}`;
  return week === current ? `Semana atual (${range})` : `Semana ${parseWeek(week).weekNumber} (${range})`;
}

/** The current week and the ones before it, newest first; a chosen week outside them is added in its place. */
export function weekOptions(current: string, chosen?: string): SelectOption<string>[] {
  const weeks = [current];
  while (weeks.length < WEEKS_SHOWN) weeks.push(previousWeek(weeks[weeks.length - 1]!));
  if (chosen && !weeks.includes(chosen)) weeks.push(chosen);
  // ISO weeks `YYYY-Www` sort as text.
  weeks.sort((a, b) => b.localeCompare(a));
  return weeks.map((week) => ({ value: week, label: weekLabel(week, current) }));
}

import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const dayFields = [
  { key: 'date_from', label: 'Data inicial' },
  { key: 'date_to', label: 'Data final' },
] as const;

export type DayRange = { date_from: string; date_to: string };

/** The São Paulo day range and the apply/clear buttons that end the admin filter forms (tickets, audit). */
export function DayRangeFilters({
  value,
  onChange,
  onClear,
}: {
  value: DayRange;
  onChange: (key: keyof DayRange) => (day: string) => void;
  onClear: () => void;
}) {
  return (
    <>
      {dayFields.map(({ key, label }) => (
        <TextField
          key={key}
          fieldClassName="admin-filter"
          label={label}
          type="date"
          value={value[key]}
          onChange={onChange(key)}
        />
      ))}
      <div className="admin-toolbar__actions">
        <Button type="submit">Aplicar Filtros</Button>
        <Button variant="ghost" onClick={onClear}>
          Limpar
        </Button>
      </div>
    </>
  );
}

import { SelectField, type SelectOption } from '../../ui/SelectField';

type FilterSelectProps<T extends string> = {
  label: string;
  value: T | '';
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
};

/** A labelled select of a tab's toolbar (Tipo, Status, Cidade…). */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  return <SelectField fieldClassName="admin-filter" {...props} />;
}

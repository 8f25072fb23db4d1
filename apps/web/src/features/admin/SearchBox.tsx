import { TextField } from '../../ui/TextField';

/** A labelled search box of a toolbar; Enter may apply the filters. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  onEnter?: () => void;
}) {
  return (
    <TextField
      fieldClassName="admin-filter admin-filter--search"
      label={label}
      type="search"
      value={value}
      placeholder={placeholder}
      onChange={onChange}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}

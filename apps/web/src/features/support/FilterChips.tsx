type Chip<T> = { id: T; label: string };

type FilterChipsProps<T extends string | null> = {
  /** The group's name: 'Categorias'. */
  label: string;
  chips: readonly Chip<T>[];
  selected: T;
  onSelect: (id: T) => void;
};

/** Toggle buttons that filter a list, one of them pressed, named as a group. */
export function FilterChips<T extends string | null>({
  label,
  chips,
  selected,
  onSelect,
}: FilterChipsProps<T>) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.id ?? 'all'}
          type="button"
          className="chip"
          aria-pressed={selected === chip.id}
          onClick={() => onSelect(chip.id)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

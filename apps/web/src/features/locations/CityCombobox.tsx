import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { City } from '@encontro/contracts';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { useGetCitiesQuery } from './locationsApi';
import { foldAccents } from '@encontro/contracts';

const MAX_OPTIONS = 60;

export const normalizeText = foldAccents;

/** Cities whose name contains the query, those starting with it first. */
export function filterCities(cities: readonly City[], query: string): City[] {
  const q = normalizeText(query);
  if (!q) return [...cities];
  const starts: City[] = [];
  const contains: City[] = [];
  for (const c of cities) {
    const name = normalizeText(c.city);
    if (name.startsWith(q)) starts.push(c);
    else if (name.includes(q)) contains.push(c);
  }
  return [...starts, ...contains];
}

type CityComboboxProps = {
  state: string;
  value: City | null;
  onChange: (city: City | null) => void;
  onBlur?: () => void;
  error?: string | null;
  label?: string;
  required?: boolean;
};

/** Searchable city picker (ARIA 1.2 combobox with a list popup) fed by GET /api/cities/{state}. */
export function CityCombobox({
  state,
  value,
  onChange,
  onBlur,
  error,
  label = 'Cidade',
  required,
}: CityComboboxProps) {
  const listboxId = useId();
  const statusId = useId();
  const { data: cities = [], isFetching, isError, refetch } = useGetCitiesQuery(state, { skip: !state });
  const [text, setText] = useState(value?.city ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const [lastValue, setLastValue] = useState(value);

  // Follow a value set from outside (initial profile data, state change).
  if (value !== lastValue) {
    setLastValue(value);
    if (value && value.city !== text) setText(value.city);
    if (!value && lastValue && text === lastValue.city) setText('');
  }

  const matches = useMemo(() => filterCities(cities, text), [cities, text]);
  const shown = matches.slice(0, MAX_OPTIONS);
  const expanded = open && Boolean(state) && !isFetching && shown.length > 0;

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(`${listboxId}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, expanded, listboxId]);

  const select = (city: City) => {
    setText(city.city);
    setLastValue(city);
    onChange(city);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (shown.length === 0 ? -1 : (i + 1) % shown.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (shown.length === 0 ? -1 : i <= 0 ? shown.length - 1 : i - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && shown[active]) {
          event.preventDefault();
          select(shown[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  const onInputBlur = () => {
    setOpen(false);
    setActive(-1);
    if (!value && text) {
      const exact = cities.filter((c) => normalizeText(c.city) === normalizeText(text));
      if (exact.length === 1 && exact[0]) select(exact[0]);
    }
    onBlur?.();
  };

  let status = '';
  if (!state) status = 'Selecione o estado para escolher a cidade.';
  else if (isFetching) status = 'Carregando cidades...';
  else if (isError) status = '';
  else if (open && text && matches.length === 0) status = 'Nenhuma cidade encontrada.';
  else if (open && matches.length > MAX_OPTIONS)
    status = `${matches.length} cidades encontradas. Continue digitando para refinar.`;
  else if (open)
    status = `${matches.length} ${matches.length === 1 ? 'cidade encontrada' : 'cidades encontradas'}.`;

  return (
    <Field label={label} error={error} required={required} fieldClassName="combobox">
      {(control) => (
        <div className="combobox__wrap">
          <div className="combobox__control">
            <input
              {...control}
              ref={inputRef}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={expanded && active >= 0 ? `${listboxId}-opt-${active}` : undefined}
              aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
              className="input"
              disabled={!state}
              placeholder={state ? 'Digite para buscar sua cidade' : 'Selecione o estado primeiro'}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
                if (value) {
                  setLastValue(null);
                  onChange(null);
                }
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={onInputBlur}
            />
            <ul
              id={listboxId}
              role="listbox"
              aria-label="Cidades"
              className="combobox__list"
              hidden={!expanded}
            >
              {expanded &&
                shown.map((city, index) => (
                  <li
                    key={city.city_id}
                    id={`${listboxId}-opt-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={
                      index === active ? 'combobox__option combobox__option--active' : 'combobox__option'
                    }
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => select(city)}
                  >
                    {city.city}
                  </li>
                ))}
            </ul>
          </div>
          <p id={statusId} className="combobox__status" aria-live="polite">
            {status}
          </p>
          {isError && !isFetching && (
            <LoadError
              compact
              message="Não foi possível carregar as cidades."
              onRetry={() => void refetch()}
            />
          )}
        </div>
      )}
    </Field>
  );
}

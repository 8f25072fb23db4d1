import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { useGetStatesQuery } from './locationsApi';

type StateSelectProps = {
  value: string;
  onChange: (state: string) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
};

export function StateSelect({ value, onChange, onBlur, error, required }: StateSelectProps) {
  const { data: states = [], isLoading, isError, isFetching, refetch } = useGetStatesQuery();
  const options = value && !states.includes(value) ? [value, ...states] : states;
  return (
    <div className="location-field">
      <Field label="Estado" error={error} required={required}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          >
            <option value="">{isLoading ? 'Carregando estados...' : 'Selecione o estado'}</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isError && (
        <LoadError
          compact
          message="Não foi possível carregar os estados."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
    </div>
  );
}

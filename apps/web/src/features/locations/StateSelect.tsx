import { LoadError } from '../../ui/LoadError';
import { SelectField } from '../../ui/SelectField';
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
      <SelectField
        label="Estado"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        required={required}
        placeholder={isLoading ? 'Carregando estados...' : 'Selecione o estado'}
        options={options.map((s) => ({ value: s, label: s }))}
      />
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

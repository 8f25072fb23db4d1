import type { City } from '@encontro/contracts';
import type { BoundField } from '../../ui/useContractForm';
import { CityCombobox } from './CityCombobox';
import { StateSelect } from './StateSelect';

type StateCityFieldsProps = {
  state: BoundField<string>;
  city: BoundField<City | null>;
};

/** Estado and Cidade side by side, both required: a new state clears the city, whose list it loads. */
export function StateCityFields({ state, city }: StateCityFieldsProps) {
  return (
    <div className="form__grid">
      <StateSelect
        {...state}
        required
        onChange={(next) => {
          state.onChange(next);
          city.onChange(null);
        }}
      />
      <CityCombobox state={state.value} {...city} required />
    </div>
  );
}

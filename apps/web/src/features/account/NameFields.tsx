import { TextField } from '../../ui/TextField';
import type { BoundField } from '../../ui/useContractForm';

type NameFieldsProps = {
  first: BoundField<string>;
  last: BoundField<string>;
  maxLength: number;
};

/** Nome and Sobrenome side by side, both required. */
export function NameFields({ first, last, maxLength }: NameFieldsProps) {
  return (
    <div className="form__grid">
      <TextField label="Nome" {...first} required autoComplete="given-name" maxLength={maxLength} />
      <TextField label="Sobrenome" {...last} required autoComplete="family-name" maxLength={maxLength} />
    </div>
  );
}

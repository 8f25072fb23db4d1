import { useId } from 'react';

/** The field bots fill: people and screen readers never see it. */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={inputId}>Não preencha este campo</label>
      <input
        id={inputId}
        name="honeypot"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

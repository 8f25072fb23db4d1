export type ChecklistRule = { id: string; label: string; met: boolean };

/** Live list of password requirements; each item says whether it is met, also to screen readers. */
export function PasswordChecklist({
  rules,
  label = 'Requisitos da senha',
}: {
  rules: ChecklistRule[];
  label?: string;
}) {
  return (
    <ul className="checklist" aria-label={label}>
      {rules.map((rule) => (
        <li key={rule.id} className={rule.met ? 'checklist__item checklist__item--met' : 'checklist__item'}>
          <span className="checklist__icon" aria-hidden="true">
            {rule.met ? '✓' : '○'}
          </span>
          {rule.label}
          <span className="visually-hidden">{rule.met ? ' (atendido)' : ' (pendente)'}</span>
        </li>
      ))}
    </ul>
  );
}

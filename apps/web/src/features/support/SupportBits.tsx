import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The field bots fill: people and screen readers never see it. */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Não preencha este campo</label>
      <input
        id={id}
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

/** "120/300 caracteres", red above the limit. */
export function charCount(length: number, max: number): ReactNode {
  return (
    <span className={length > max ? 'char-count char-count--over' : 'char-count'}>
      {length}/{max} caracteres
    </span>
  );
}

export function PageLoading({ label }: { label: string }) {
  return (
    <div className="support-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** SPEC §2/§9: when the team answers. */
export function SupportHours() {
  return (
    <ul className="support-hours">
      <li>
        <strong>Tempo de resposta:</strong> até 24 horas
      </li>
      <li>
        <strong>Horário de atendimento:</strong> segunda a sexta, das 9h às 18h
      </li>
    </ul>
  );
}

export function BackToSupport() {
  return (
    <Link to="/support" className="link support-back">
      ← Voltar para a Central de Suporte
    </Link>
  );
}

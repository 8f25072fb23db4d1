import { useEffect, useId, useState, type ReactNode } from 'react';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { pageText } from './adminTexts';

/** The server's text for a failed admin call: the `error` field (SPEC §7 respond), else `message`. */
export function adminErrorText(error: unknown, fallback: string): { status: number | null; text: string } {
  const { status, message } = readApiError(error);
  const data = (error as { data?: unknown } | null)?.data;
  const field =
    data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
      ? ((data as { error: string }).error as string)
      : null;
  return { status, text: field || message || fallback };
}

/** SPEC §8: loading failures of these lists are only logged. */
export function useLogFailure(failed: boolean, what: string, error: unknown) {
  useEffect(() => {
    if (failed) console.error(`Falha ao carregar ${what}`, error);
  }, [failed, what, error]);
}

/** The value after it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type ConfirmProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** An accessible confirmation (instead of window.confirm): the question, Cancelar and the action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="admin-confirm__text">{message}</p>
    </Modal>
  );
}

type PaginationProps = {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label: string;
};

/** Anterior / Próxima with "Página X de Y". */
export function Pagination({ page, lastPage, onPage, label }: PaginationProps) {
  const last = Math.max(1, lastPage);
  return (
    <nav className="admin-pagination" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="admin-pagination__text" aria-live="polite">
        {pageText(page, last)}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="admin-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty__title">{title}</p>
      {children}
    </div>
  );
}

/** A labelled select of a toolbar. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled search box of a toolbar. */
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
  const id = useId();
  return (
    <div className="admin-filter admin-filter--search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
      />
    </div>
  );
}

/** "120/1000 caracteres", red above the limit. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'admin-count-chars admin-count-chars--over' : 'admin-count-chars'}>
      {length}/{max} caracteres
    </span>
  );
}

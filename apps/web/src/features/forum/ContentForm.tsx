import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { forumLimits } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import type { ContentBody } from './forumApi';

type ContentFormProps = {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Shown when the call fails without errors.general, a message or a field error. */
  failure: string;
  rows?: number;
  placeholder?: string;
  /** Editing: the text as it is (Salvar waits for a change), focused at once; Cancelar / Esc leave. */
  initialContent?: string;
  onCancel?: () => void;
  /** Sends the content; rejects with the RTK Query error on failure. */
  onSubmit: (body: ContentBody) => Promise<unknown>;
};

/**
 * SPEC §5 Forum post and comment: content required (blank ignored), up to 500 characters with a live
 * counter, a hidden honeypot, and the server's field error on content shown under the field.
 */
export function ContentForm({
  label,
  submitLabel,
  busyLabel,
  failure,
  rows = 3,
  placeholder,
  initialContent,
  onCancel,
  onSubmit,
}: ContentFormProps) {
  const toast = useToast();
  const honeypotId = useId();
  const editing = initialContent !== undefined;
  const [content, setContent] = useState(initialContent ?? '');
  const [honeypot, setHoneypot] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const max = forumLimits.content;
  const blank = content.trim() === '';
  const unchanged = editing && content.trim() === initialContent.trim();

  // Editing starts in the field the author just asked for, at the end of the text.
  useEffect(() => {
    if (!editing || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(field.current.value.length, field.current.value.length);
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || unchanged || busy) return;
    setBusy(true);
    try {
      await onSubmit({ content: content.trim(), honeypot });
      setContent('');
      setFieldError(null);
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      const onContent = errors.content?.[0];
      if (onContent) setFieldError(onContent);
      else toast(errors.general?.[0] ?? message ?? failure, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form content-form"
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel && !busy) {
          e.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <Field label={label} error={fieldError} hint={`${content.length}/${max} caracteres`}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="content"
            rows={rows}
            maxLength={max}
            placeholder={placeholder}
            ref={field}
            value={content}
            onChange={(e) => {
              setContent(e.target.value.slice(0, max));
              setFieldError(null);
            }}
          />
        )}
      </Field>
      {/* Bots fill every field; people and screen readers never see this one. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>Não preencha este campo</label>
        <input
          id={honeypotId}
          name="honeypot"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div className="content-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" disabled={blank || unchanged} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

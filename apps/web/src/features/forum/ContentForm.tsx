import { useId, useState, type FormEvent } from 'react';
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
  onSubmit,
}: ContentFormProps) {
  const toast = useToast();
  const honeypotId = useId();
  const [content, setContent] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = forumLimits.content;
  const blank = content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
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
    <form className="form content-form" onSubmit={submit} noValidate>
      <Field label={label} error={fieldError} hint={`${content.length}/${max} caracteres`}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="content"
            rows={rows}
            maxLength={max}
            placeholder={placeholder}
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
        <Button type="submit" disabled={blank} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { forumLimits, forumPostSchema } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Honeypot } from '../../ui/Honeypot';
import { TextAreaField } from '../../ui/TextAreaField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
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
  const editing = initialContent !== undefined;
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useContractForm(forumPostSchema, {
    initial: { content: initialContent ?? '', honeypot: '' },
    // The honeypot goes to the server, which refuses it: the browser does not tell a bot why.
    input: (values) => ({ content: values.content }),
    showErrors: 'submit',
    onSubmit: async (values) => {
      try {
        await onSubmit({ content: values.content.trim(), honeypot: values.honeypot });
        form.reset({ ...values, content: '' });
      } catch (error) {
        const { status, message, errors } = readApiError(error);
        if (status === 401) return;
        const onContent = errors.content?.[0];
        if (onContent) form.setServerErrors({ content: onContent });
        else toast(errors.general?.[0] ?? message ?? failure, 'error');
      }
    },
  });
  const content = form.values.content;
  const blank = content.trim() === '';
  const unchanged = editing && content.trim() === initialContent.trim();

  // Editing starts in the field the author just asked for, at the end of the text.
  useEffect(() => {
    if (!editing || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(field.current.value.length, field.current.value.length);
  }, [editing]);

  return (
    <form
      className="form content-form"
      {...form.formProps}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel && !form.submitting) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextAreaField
        label={label}
        {...form.field('content')}
        max={forumLimits.content}
        rows={rows}
        placeholder={placeholder}
        textareaRef={field}
      />
      <Honeypot {...form.field('honeypot')} />
      <div className="content-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
            Cancelar
          </Button>
        )}
        <Button type="submit" disabled={blank || unchanged} loading={form.submitting} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

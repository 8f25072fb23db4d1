import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  contactSchema,
  legacyContactSubjectLabels,
  legacyContactSubjects,
  supportMessages,
} from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Honeypot } from '../../ui/Honeypot';
import { revealOutcome } from '../../ui/revealOutcome';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { EmailField } from '../../ui/EmailField';
import { useContractForm } from '../../ui/useContractForm';
import { useSendContactMutation } from './supportApi';
import { SupportPage } from './SupportPage';
import './support.css';

type Values = { name: string; email: string; subject: string; message: string; honeypot: string };

const empty: Values = { name: '', email: '', subject: '', message: '', honeypot: '' };
const subjectOptions = legacyContactSubjects.map((code) => ({
  value: code,
  label: legacyContactSubjectLabels[code],
}));

const toPayload = (v: Values) => ({
  form: 'legacy' as const,
  name: v.name.trim(),
  email: v.email.trim(),
  subject: v.subject,
  message: v.message.trim(),
  honeypot: v.honeypot,
});

/** The older, simple contact form at /contato (SPEC §5 "Contact (old)"). */
export function LegacyContactPage() {
  usePageTitle('Contato');
  const [send] = useSendContactMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useContractForm(contactSchema, {
    initial: empty,
    input: toPayload,
    showErrors: 'submit',
    onSubmit: async (values) => {
      try {
        await send(toPayload(values)).unwrap();
        setResult({ kind: 'success', text: supportMessages.legacyContactSent });
        form.reset();
      } catch (error) {
        const { message, errors: fieldErrors } = readApiError(error);
        form.setServerErrors(fieldErrors);
        setResult({
          kind: 'error',
          text: message ? supportMessages.legacyContactError(message) : supportMessages.legacyContactFailed,
        });
      }
    },
  });
  const onSubmit = (event: FormEvent) => {
    setResult(null);
    return form.handleSubmit(event);
  };

  return (
    <SupportPage
      title="Contato"
      lead="Fale com a equipe do Encontro: dúvidas, sugestões, reclamações e parcerias."
      narrow
    >
      <section className="card" aria-labelledby="legacy-contact-title">
        <h2 id="legacy-contact-title" className="card__title">
          Envie sua mensagem
        </h2>
        {result && (
          <div ref={revealOutcome}>
            <Alert kind={result.kind}>{result.text}</Alert>
          </div>
        )}
        {form.submitted && form.errors.honeypot && <Alert kind="error">{form.errors.honeypot}</Alert>}
        <form className="form" {...form.formProps} onSubmit={onSubmit} aria-labelledby="legacy-contact-title">
          <TextField label="Nome" {...form.field('name')} required autoComplete="name" />
          <EmailField {...form.field('email')} required />
          <SelectField
            label="Assunto"
            {...form.field('subject')}
            required
            placeholder="Selecione um assunto"
            options={subjectOptions}
          />
          <TextAreaField label="Mensagem" {...form.field('message')} required rows={6} />
          <Honeypot id="legacy-contact-website" {...form.field('honeypot')} />
          <div className="form__actions">
            <Button type="submit" loading={form.submitting} loadingText="Enviando...">
              Enviar
            </Button>
          </div>
        </form>
        <p className="muted">
          Antes de escrever, veja as{' '}
          <Link to="/duvidas" className="link">
            Dúvidas Frequentes
          </Link>
          .
        </p>
      </section>
    </SupportPage>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  contactSchema,
  legacyContactSubjectLabels,
  legacyContactSubjects,
  supportMessages,
} from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { validateWith } from '../../ui/forms';
import { Honeypot } from './SupportBits';
import { useSendContactMutation } from './supportApi';
import './support.css';

type Values = { name: string; email: string; subject: string; message: string; honeypot: string };
type FieldName = Exclude<keyof Values, 'honeypot'>;

const empty: Values = { name: '', email: '', subject: '', message: '', honeypot: '' };

/** The older, simple contact form at /contato (SPEC §5 "Contact (old)"). */
export function LegacyContactPage() {
  usePageTitle('Contato');
  const [send, { isLoading }] = useSendContactMutation();
  const [values, setValues] = useState<Values>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const payload = {
    form: 'legacy' as const,
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject,
    message: values.message.trim(),
    honeypot: values.honeypot,
  };
  const errors = validateWith(contactSchema, payload);
  const errorOf = (field: FieldName) => serverErrors[field] ?? (submitted ? errors[field] : undefined);

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (isLoading || Object.keys(errors).length > 0) return;
    try {
      await send(payload).unwrap();
      setResult({ kind: 'success', text: supportMessages.legacyContactSent });
      setValues(empty);
      setSubmitted(false);
    } catch (error) {
      const { message, errors: fieldErrors } = readApiError(error);
      setServerErrors(firstMessages(fieldErrors));
      setResult({
        kind: 'error',
        text: message ? supportMessages.legacyContactError(message) : supportMessages.legacyContactFailed,
      });
    }
  };

  return (
    <div className="page page--narrow support-page">
      <header className="page__header">
        <h1 className="page__title">Contato</h1>
        <p className="page__lead">
          Fale com a equipe do Encontro: dúvidas, sugestões, reclamações e parcerias.
        </p>
      </header>
      <section className="card" aria-labelledby="legacy-contact-title">
        <h2 id="legacy-contact-title" className="card__title">
          Envie sua mensagem
        </h2>
        {result && <Alert kind={result.kind}>{result.text}</Alert>}
        {submitted && errors.honeypot && <Alert kind="error">{errors.honeypot}</Alert>}
        <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="legacy-contact-title">
          <Field label="Nome" error={errorOf('name')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <Field label="E-mail" error={errorOf('email')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
              />
            )}
          </Field>
          <Field label="Assunto" error={errorOf('subject')} required>
            {(control) => (
              <select
                {...control}
                className="input"
                name="subject"
                value={values.subject}
                onChange={(e) => set('subject', e.target.value)}
              >
                <option value="">Selecione um assunto</option>
                {legacyContactSubjects.map((code) => (
                  <option key={code} value={code}>
                    {legacyContactSubjectLabels[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Mensagem" error={errorOf('message')} required>
            {(control) => (
              <textarea
                {...control}
                className="input textarea"
                name="message"
                rows={6}
                value={values.message}
                onChange={(e) => set('message', e.target.value)}
              />
            )}
          </Field>
          <Honeypot
            id="legacy-contact-website"
            value={values.honeypot}
            onChange={(v) => set('honeypot', v)}
          />
          <div className="form__actions">
            <Button type="submit" loading={isLoading} loadingText="Enviando...">
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
    </div>
  );
}

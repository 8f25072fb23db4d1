import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  supportLimits,
  supportMessages,
  ticketSchemaFor,
  ticketTypeLabels,
  ticketTypes,
  type TicketType,
} from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { firstFieldError, firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { validateWith } from '../../ui/forms';
import { selectUser } from '../auth/authSlice';
import { charCount, Honeypot } from './SupportBits';
import {
  useCreateGeneralTicketMutation,
  useCreateHostTicketMutation,
  useHostIndicationsQuery,
} from './supportApi';

type Values = {
  ticket_type: TicketType | '';
  indication_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  honeypot: string;
};
type FieldName = Exclude<keyof Values, 'honeypot'>;

const typeHints: Record<TicketType, string> = {
  general: 'Dúvidas, problemas com a conta ou sugestões.',
  host: 'Sobre um local que você indicou.',
};

export const ticketFormTexts = {
  indicationsFailed: 'Erro ao carregar suas indicações.',
  noIndications: 'Você ainda não tem indicações. Tickets de anfitrião são sobre os locais que você indicou.',
} as const;

type TicketFormProps = {
  /** The host-support page only opens host tickets. */
  fixedType?: TicketType;
  idPrefix: string;
};

export function TicketForm({ fixedType, idPrefix }: TicketFormProps) {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [createGeneral, generalState] = useCreateGeneralTicketMutation();
  const [createHost, hostState] = useCreateHostTicketMutation();
  const fullName = user ? `${user.name} ${user.surname}`.trim() : '';
  const [values, setValues] = useState<Values>(() => ({
    ticket_type: fixedType ?? '',
    indication_id: '',
    name: fullName,
    email: user?.email ?? '',
    subject: '',
    message: '',
    honeypot: '',
  }));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const prefilled = useRef(Boolean(user));

  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.name} ${user.surname}`.trim(),
      email: v.email || user.email,
    }));
  }, [user]);

  const isHost = values.ticket_type === 'host';
  const indications = useHostIndicationsQuery(undefined, { skip: !isHost });

  const payload = isHost
    ? {
        ticket_type: 'host',
        indication_id: values.indication_id,
        subject: values.subject.trim(),
        message: values.message.trim(),
        honeypot: values.honeypot,
      }
    : {
        ticket_type: values.ticket_type,
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        honeypot: values.honeypot,
      };
  const errors = validateWith(ticketSchemaFor(isHost ? 'host' : 'general'), payload);
  const errorOf = (field: FieldName) =>
    serverErrors[field] ?? (submitted || touched[field] ? errors[field] : undefined);
  const maxMessage = isHost ? supportLimits.hostTicketMessage : supportLimits.generalTicketMessage;
  const busy = generalState.isLoading || hostState.isLoading;

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };
  const touch = (field: FieldName) => () => setTouched((t) => ({ ...t, [field]: true }));
  const blurText = (field: 'name' | 'email' | 'subject' | 'message') => () => {
    touch(field)();
    setValues((v) => ({ ...v, [field]: v[field].trim() }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return;
    try {
      if (isHost)
        await createHost({
          ticket_type: 'host',
          indication_id: values.indication_id,
          subject: values.subject.trim(),
          message: values.message.trim(),
          honeypot: values.honeypot,
        }).unwrap();
      else
        await createGeneral({
          ticket_type: 'general',
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          honeypot: values.honeypot,
        }).unwrap();
      toast(supportMessages.ticketCreated);
      setValues((v) => ({ ...v, indication_id: '', subject: '', message: '' }));
      setTouched({});
      setSubmitted(false);
    } catch (error) {
      const { status, message, errors: fieldErrors } = readApiError(error);
      if (status === 401) return;
      setServerErrors(firstMessages(fieldErrors));
      toast(
        message ?? (status === 422 ? firstFieldError(fieldErrors) : null) ?? supportMessages.ticketFailed,
        'error',
      );
    }
  };

  const indicationList = indications.data?.indications ?? [];

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Novo ticket">
      {!fixedType && (
        <fieldset
          className="fieldset"
          aria-describedby={errorOf('ticket_type') ? `${idPrefix}-type-error` : undefined}
        >
          <legend className="field__label">
            Tipo de ticket{' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="radio-group radio-group--stacked">
            {ticketTypes.map((type) => (
              <label key={type} className="radio">
                <input
                  type="radio"
                  name={`${idPrefix}-ticket_type`}
                  value={type}
                  checked={values.ticket_type === type}
                  onChange={() => {
                    set('ticket_type', type);
                    touch('ticket_type')();
                  }}
                />
                <span>
                  {ticketTypeLabels[type]} <span className="muted">— {typeHints[type]}</span>
                </span>
              </label>
            ))}
          </div>
          {errorOf('ticket_type') && (
            <p id={`${idPrefix}-type-error`} className="field__error">
              {errorOf('ticket_type')}
            </p>
          )}
        </fieldset>
      )}

      {isHost && (
        <>
          <Field label="Indicação" error={errorOf('indication_id')} required>
            {(control) => (
              <select
                {...control}
                className="input"
                name="indication_id"
                value={values.indication_id}
                disabled={indications.isLoading}
                onChange={(e) => {
                  set('indication_id', e.target.value);
                  touch('indication_id')();
                }}
                onBlur={touch('indication_id')}
              >
                <option value="">
                  {indications.isLoading ? 'Carregando indicações...' : 'Selecione uma indicação'}
                </option>
                {indicationList.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.city ? `${i.name} — ${i.city}` : i.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {indications.isError && <Alert kind="error">{ticketFormTexts.indicationsFailed}</Alert>}
          {indications.isSuccess && indicationList.length === 0 && (
            <Alert kind="info">{ticketFormTexts.noIndications}</Alert>
          )}
        </>
      )}

      {!isHost && (
        <div className="form__grid">
          <Field label="Nome" error={errorOf('name')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                onBlur={blurText('name')}
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
                onBlur={blurText('email')}
              />
            )}
          </Field>
        </div>
      )}

      <Field
        label="Assunto"
        error={errorOf('subject')}
        required
        hint={charCount(values.subject.trim().length, supportLimits.ticketSubject)}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="subject"
            value={values.subject}
            onChange={(e) => set('subject', e.target.value)}
            onBlur={blurText('subject')}
          />
        )}
      </Field>
      <Field
        label="Mensagem"
        error={errorOf('message')}
        required
        hint={charCount(values.message.trim().length, maxMessage)}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="message"
            rows={6}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            onBlur={blurText('message')}
          />
        )}
      </Field>
      <Honeypot id={`${idPrefix}-website`} value={values.honeypot} onChange={(v) => set('honeypot', v)} />
      {submitted && errors.honeypot && <Alert kind="error">{errors.honeypot}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={busy} loadingText="Enviando...">
          Criar ticket
        </Button>
      </div>
    </form>
  );
}

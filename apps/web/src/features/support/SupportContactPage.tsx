import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { contactSchema, supportLimits, supportMessages, type ContactRateLimit } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { firstFieldError, firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { validateWith } from '../../ui/forms';
import { selectUser } from '../auth/authSlice';
import { BackToSupport, charCount, Honeypot, SupportHours } from './SupportBits';
import { useLazyContactRateLimitQuery, useSendContactMutation } from './supportApi';
import { formatTimeRemaining } from './supportFormat';
import './support.css';

type Values = { name: string; email: string; subject: string; message: string; honeypot: string };
type FieldName = Exclude<keyof Values, 'honeypot'>;

const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §8: the warning appears when 2 or fewer attempts are left. */
const WARN_AT = 2;

export function SupportContactPage() {
  usePageTitle('Fale Conosco');
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [send, { isLoading: sending }] = useSendContactMutation();
  const [checkRateLimit] = useLazyContactRateLimitQuery();
  const [values, setValues] = useState<Values>(() => ({
    name: user ? `${user.name} ${user.surname}`.trim() : '',
    email: user?.email.trim() ?? '',
    subject: '',
    message: '',
    honeypot: '',
  }));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [rate, setRate] = useState<ContactRateLimit | null>(null);
  const [checking, setChecking] = useState(false);
  const prefilledFor = useRef(user?.user_id ?? null);

  // The user may arrive after the page (auth initialisation): prefill the still-empty fields then.
  useEffect(() => {
    if (!user || prefilledFor.current === user.user_id) return;
    prefilledFor.current = user.user_id;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.name} ${user.surname}`.trim(),
      email: v.email || user.email.trim(),
    }));
  }, [user]);

  /** The daily count for this sender; null when the check failed (sending may go on). */
  const refreshRate = async (email: string): Promise<ContactRateLimit | null> => {
    try {
      const result = await checkRateLimit(emailLike.test(email) ? email : undefined).unwrap();
      setRate(result);
      return result;
    } catch {
      return null;
    }
  };

  const initialEmail = useRef(values.email);
  useEffect(() => {
    void refreshRate(initialEmail.current);
    // Only on arrival; later checks run around each send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const payload = {
    form: 'contact' as const,
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    honeypot: values.honeypot,
  };
  const errors = validateWith(contactSchema, payload);
  const valid = Object.keys(errors).length === 0;
  const limitReached = rate !== null && (!rate.can_submit || rate.attemptsRemaining <= 0);
  const errorOf = (field: FieldName) => serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };
  const blur = (field: FieldName) => () => {
    setTouched((t) => ({ ...t, [field]: true }));
    setValues((v) => ({ ...v, [field]: v[field].trim() }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || limitReached || sending || checking) return;
    setChecking(true);
    const before = await refreshRate(payload.email);
    setChecking(false);
    if (before && (!before.can_submit || before.attemptsRemaining <= 0)) return;
    try {
      const result = await send(payload).unwrap();
      toast(supportMessages.contactSent);
      setValues((v) => ({ ...v, subject: '', message: '' }));
      setTouched({});
      setRate((r) => ({
        can_submit: result.attemptsRemaining > 0,
        attemptsRemaining: result.attemptsRemaining,
        timeRemaining: r?.timeRemaining ?? 0,
      }));
      void refreshRate(payload.email);
    } catch (error) {
      const { status, message, errors: fieldErrors } = readApiError(error);
      if (status === 429) {
        const after = await refreshRate(payload.email);
        setRate({ can_submit: false, attemptsRemaining: 0, timeRemaining: after?.timeRemaining ?? 0 });
        return;
      }
      setServerErrors(firstMessages(fieldErrors));
      toast(
        (status === 422 ? firstFieldError(fieldErrors) : null) ?? message ?? supportMessages.contactFailed,
        'error',
      );
    }
  };

  return (
    <div className="page support-page">
      <header className="page__header">
        {user && <BackToSupport />}
        <h1 className="page__title">Fale Conosco</h1>
        <p className="page__lead">Envie sua mensagem para a equipe do Encontro.</p>
      </header>

      <div className="support-columns">
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="card__title">
            Enviar mensagem
          </h2>
          {limitReached ? (
            <Alert kind="error">
              <p>{supportMessages.dailyLimitReached}</p>
              {rate && rate.timeRemaining > 0 && (
                <p>Tempo restante: {formatTimeRemaining(rate.timeRemaining)}</p>
              )}
            </Alert>
          ) : (
            rate !== null &&
            rate.attemptsRemaining <= WARN_AT && (
              <Alert kind="warning">{supportMessages.attemptsRemaining(rate.attemptsRemaining)}</Alert>
            )
          )}
          {errors.honeypot && <Alert kind="error">{errors.honeypot}</Alert>}
          <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
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
                    onBlur={blur('name')}
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
                    onBlur={blur('email')}
                  />
                )}
              </Field>
            </div>
            <Field label="Assunto" error={errorOf('subject')} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  name="subject"
                  value={values.subject}
                  onChange={(e) => set('subject', e.target.value)}
                  onBlur={blur('subject')}
                />
              )}
            </Field>
            <Field
              label="Mensagem"
              error={errorOf('message')}
              required
              hint={charCount(values.message.trim().length, supportLimits.contactMessage)}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="input textarea"
                  name="message"
                  rows={6}
                  value={values.message}
                  onChange={(e) => set('message', e.target.value)}
                  onBlur={blur('message')}
                />
              )}
            </Field>
            <Honeypot id="contact-website" value={values.honeypot} onChange={(v) => set('honeypot', v)} />
            {!valid && !errors.honeypot && (
              <p className="field__hint">Preencha todos os campos obrigatórios para enviar.</p>
            )}
            <div className="form__actions">
              <Button
                type="submit"
                disabled={!valid || limitReached}
                loading={sending || checking}
                loadingText="Enviando..."
              >
                Enviar mensagem
              </Button>
            </div>
          </form>
        </section>

        <aside className="support-aside" aria-label="Outras formas de ajuda">
          <section className="card">
            <h2 className="card__title">Perguntas Frequentes</h2>
            <p className="muted">Talvez sua dúvida já tenha resposta.</p>
            <Link to="/support/faq" className="link">
              Ver as Perguntas Frequentes
            </Link>
          </section>
          <section className="card">
            <h2 className="card__title">Tickets de suporte</h2>
            <p className="muted">Abra um ticket e acompanhe a resposta da equipe.</p>
            <Link to="/support/ticket" className="link">
              Abrir um ticket
            </Link>
          </section>
          <section className="card">
            <h2 className="card__title">Atendimento</h2>
            <SupportHours />
          </section>
        </aside>
      </div>
    </div>
  );
}

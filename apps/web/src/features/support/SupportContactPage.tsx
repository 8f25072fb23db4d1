import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { contactSchema, supportLimits, supportMessages, type ContactRateLimit } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { firstFieldError, readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Honeypot } from '../../ui/Honeypot';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { EmailField } from '../../ui/EmailField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { selectUser } from '../auth/authSlice';
import { SupportHours } from './SupportHours';
import { useLazyContactRateLimitQuery, useSendContactMutation } from './supportApi';
import { formatTimeRemaining } from './supportFormat';
import { SupportPage } from './SupportPage';
import './support.css';

type Values = { name: string; email: string; subject: string; message: string; honeypot: string };

const toPayload = (v: Values) => ({
  form: 'contact' as const,
  name: v.name.trim(),
  email: v.email.trim(),
  subject: v.subject.trim(),
  message: v.message.trim(),
  honeypot: v.honeypot,
});

const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §8: the warning appears when 2 or fewer attempts are left. */
const WARN_AT = 2;

export function SupportContactPage() {
  usePageTitle('Fale Conosco');
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [send] = useSendContactMutation();
  const [checkRateLimit] = useLazyContactRateLimitQuery();
  const [rate, setRate] = useState<ContactRateLimit | null>(null);
  const prefilledFor = useRef(user?.user_id ?? null);
  const limitReached = rate !== null && (!rate.can_submit || rate.attemptsRemaining <= 0);

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

  const form = useContractForm(contactSchema, {
    initial: (): Values => ({
      name: user ? `${user.name} ${user.surname}`.trim() : '',
      email: user?.email.trim() ?? '',
      subject: '',
      message: '',
      honeypot: '',
    }),
    input: toPayload,
    trimOnBlur: true,
    blocked: limitReached,
    onSubmit: async (values) => {
      const payload = toPayload(values);
      const before = await refreshRate(payload.email);
      if (before && (!before.can_submit || before.attemptsRemaining <= 0)) return;
      try {
        const result = await send(payload).unwrap();
        toast(supportMessages.contactSent);
        form.reset({ ...values, subject: '', message: '' });
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
        form.setServerErrors(fieldErrors);
        toast(
          (status === 422 ? firstFieldError(fieldErrors) : null) ?? message ?? supportMessages.contactFailed,
          'error',
        );
      }
    },
  });
  const { values, errors, valid } = form;

  // The user may arrive after the page (auth initialisation): prefill the still-empty fields then.
  useEffect(() => {
    if (!user || prefilledFor.current === user.user_id) return;
    prefilledFor.current = user.user_id;
    form.setValues((v) => ({
      ...v,
      name: v.name || `${user.name} ${user.surname}`.trim(),
      email: v.email || user.email.trim(),
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const initialEmail = useRef(values.email);
  useEffect(() => {
    void refreshRate(initialEmail.current);
    // Only on arrival; later checks run around each send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SupportPage
      title="Fale Conosco"
      lead="Envie sua mensagem para a equipe do Encontro."
      back={Boolean(user)}
    >
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
          <form className="form" {...form.formProps} aria-labelledby="contact-form-title">
            <div className="form__grid">
              <TextField label="Nome" {...form.field('name')} required autoComplete="name" />
              <EmailField {...form.field('email')} required />
            </div>
            <TextField label="Assunto" {...form.field('subject')} required />
            <TextAreaField
              label="Mensagem"
              {...form.field('message')}
              required
              rows={6}
              max={supportLimits.contactMessage}
              limit="soft"
              countTrimmed
            />
            <Honeypot id="contact-website" {...form.field('honeypot')} />
            {!valid && !errors.honeypot && (
              <p className="field__hint">Preencha todos os campos obrigatórios para enviar.</p>
            )}
            <div className="form__actions">
              <Button
                type="submit"
                disabled={!valid || limitReached}
                loading={form.submitting}
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
    </SupportPage>
  );
}

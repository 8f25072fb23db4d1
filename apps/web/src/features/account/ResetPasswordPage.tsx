import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authResetPasswordSchema, emailOnlySchema, resetPasswordRules } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { validateWith } from '../../ui/forms';
import { useForgotPasswordMutation, useResetPasswordMutation } from './accountApi';

export type ResetMode = 'request' | 'reset' | 'success' | 'error';

export const resetMessages = {
  requestFailed: 'Erro ao enviar email de redefinição.',
  resetFailed: 'Erro ao redefinir senha.',
  requestSent:
    'Se o e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.',
  resetDone: 'Sua senha foi redefinida. Agora você já pode entrar com a nova senha.',
} as const;

function RequestForm({ onDone }: { onDone: (ok: boolean, message: string) => void }) {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = validateWith(emailOnlySchema, { email });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.email || isLoading) return;
    try {
      const res = await forgot({ email: email.trim() }).unwrap();
      if (res.success === false) onDone(false, res.message || resetMessages.requestFailed);
      else onDone(true, res.message || resetMessages.requestSent);
    } catch (error) {
      onDone(false, readApiError(error).message ?? resetMessages.requestFailed);
    }
  };

  return (
    <>
      <h1 id="reset-title" className="auth-card__title">
        Esqueceu sua senha?
      </h1>
      <p className="auth-card__lead">
        Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="E-mail" error={touched ? errors.email : undefined} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={255}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
        <Button type="submit" block loading={isLoading} loadingText="Enviando...">
          Enviar link de redefinição
        </Button>
      </form>
    </>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: (ok: boolean, message: string) => void }) {
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [touched, setTouched] = useState({ password: false, password_confirmation: false });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = validateWith(authResetPasswordSchema, { token, ...values });
  const errorOf = (field: keyof typeof values) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, password_confirmation: true });
    if (errors.password || errors.password_confirmation || isLoading) return;
    try {
      const res = await reset({ token, ...values }).unwrap();
      if (res.success === false) {
        const fieldErrors = firstMessages(res.errors ?? {});
        if (fieldErrors.password || fieldErrors.password_confirmation) setServerErrors(fieldErrors);
        else onDone(false, res.message || resetMessages.resetFailed);
        return;
      }
      onDone(true, res.message || resetMessages.resetDone);
    } catch (error) {
      const { message, errors: fieldErrors } = readApiError(error);
      const perField = firstMessages(fieldErrors);
      if (perField.password || perField.password_confirmation) setServerErrors(perField);
      else onDone(false, message ?? resetMessages.resetFailed);
    }
  };

  return (
    <>
      <h1 id="reset-title" className="auth-card__title">
        Redefinir senha
      </h1>
      <p className="auth-card__lead">Crie uma nova senha para a sua conta.</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Nova senha" error={errorOf('password')} required>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              maxLength={20}
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            />
          )}
        </Field>
        <PasswordChecklist
          rules={resetPasswordRules.map((rule) => ({
            id: rule.id,
            label: rule.label,
            met: rule.test(values.password),
          }))}
        />
        <Field label="Confirmar nova senha" error={errorOf('password_confirmation')} required>
          {(control) => (
            <PasswordInput
              {...control}
              name="password_confirmation"
              autoComplete="new-password"
              maxLength={20}
              value={values.password_confirmation}
              onChange={(e) => set('password_confirmation', e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, password_confirmation: true }))}
            />
          )}
        </Field>
        <Button type="submit" block loading={isLoading} loadingText="Salvando...">
          Redefinir senha
        </Button>
      </form>
    </>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Redefinir senha');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [result, setResult] = useState<{ token: string; ok: boolean; message: string } | null>(null);
  const current = result && result.token === token ? result : null;
  const mode: ResetMode = current ? (current.ok ? 'success' : 'error') : token ? 'reset' : 'request';
  const done = (ok: boolean, message: string) => setResult({ token, ok, message });

  const tryAgain = () => {
    setResult(null);
    navigate('/forgot-password', { replace: true });
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        {mode === 'request' && <RequestForm onDone={done} />}
        {mode === 'reset' && <ResetForm token={token} onDone={done} />}
        {mode === 'success' && (
          <div className="auth-card--center">
            <div className="state-icon state-icon--success" aria-hidden="true">
              ✓
            </div>
            <h1 id="reset-title" className="auth-card__title">
              {token ? 'Senha redefinida!' : 'Verifique seu e-mail'}
            </h1>
            <Alert kind="success">{current?.message}</Alert>
            <Link to="/login" className="btn btn--primary btn--block">
              Ir para o Login
            </Link>
          </div>
        )}
        {mode === 'error' && (
          <div className="auth-card--center">
            <div className="state-icon state-icon--error" aria-hidden="true">
              !
            </div>
            <h1 id="reset-title" className="auth-card__title">
              Não foi possível continuar
            </h1>
            <Alert>{current?.message}</Alert>
            <Button block onClick={tryAgain}>
              Tentar Novamente
            </Button>
            <Link to="/login" className="btn btn--ghost btn--block">
              Voltar para o Login
            </Link>
          </div>
        )}
        {(mode === 'request' || mode === 'reset') && (
          <p className="auth-card__footer">
            Lembrou a senha?{' '}
            <Link to="/login" className="link">
              Entrar
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

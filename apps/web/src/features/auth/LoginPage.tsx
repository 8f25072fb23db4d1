import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sessionMessages } from '@encontro/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../app/returnPath';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { EmailField } from '../../ui/EmailField';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { useContractForm, type LazySchema } from '../../ui/useContractForm';
import { useResendValidationMutation } from '../account/accountApi';
import { useLoginMutation } from './authApi';
import { pendingEmailSet, selectReturnPath, selectSessionBlocked } from './authSlice';
import { BlockedAccountAlert } from './BlockedAccountAlert';

export const loginMessages = {
  invalidCredentials: 'E-mail ou senha incorretos',
  generic: 'Erro ao fazer login. Tente novamente.',
  resent: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
  resendFailed: 'Erro ao reenviar email de verificação.',
} as const;

const loginSchema: LazySchema = { load: () => import('./loginValidation').then((m) => m.loginSchema) };

/** SPEC §2 Login: the resend link appears when the error mentions an unverified e-mail or validation. */
export function mentionsUnverified(message: string): boolean {
  return /verific|valid/i.test(message) && !/inválid/i.test(message);
}

/**
 * After a sign-up, the page it was headed for waits in the browser; the login page takes it into its
 * address (`?next=`), where the guard that leaves the page reads it.
 */
function useReturnPath(): string | null {
  const [params, setParams] = useSearchParams();
  const stored = useAppSelector(selectReturnPath);
  const next = params.get(RETURN_PARAM);
  useEffect(() => {
    if (next === null && safeReturnPath(stored)) setParams({ [RETURN_PARAM]: stored! }, { replace: true });
  }, [next, stored, setParams]);
  return next ?? stored;
}

export function LoginPage() {
  usePageTitle('Entrar');
  const dispatch = useAppDispatch();
  const returnPath = useReturnPath();
  const sessionBlocked = useAppSelector(selectSessionBlocked);
  const [login] = useLoginMutation();
  const [resend, resendState] = useResendValidationMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resendResult, setResendResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The checks (and zod) load once the person starts on the form, not with the page.
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);

  const form = useContractForm(loginSchema, {
    initial: { email: '', password: '' },
    loadSchema: started,
    onSubmit: async (values) => {
      setServerError(null);
      setUnverifiedEmail(null);
      setResendResult(null);
      try {
        await login({ email: values.email.trim(), password: values.password }).unwrap();
      } catch (error) {
        const { status, message, errors: fieldErrors } = readApiError(error);
        let text: string = loginMessages.generic;
        if (status === 422) text = fieldErrors.email?.[0] ?? message ?? loginMessages.generic;
        else if (status === 401) text = loginMessages.invalidCredentials;
        else if (message && status !== null && status < 500) text = message;
        setServerError(text);
        if (mentionsUnverified(text)) {
          const email = values.email.trim();
          setUnverifiedEmail(email);
          dispatch(pendingEmailSet(email));
        }
      }
    },
  });
  const update = (field: 'email' | 'password') => (value: string) => {
    start();
    form.set(field, value);
    setServerError(null);
  };

  const onResend = async () => {
    if (!unverifiedEmail) return;
    setResendResult(null);
    try {
      await resend({ email: unverifiedEmail }).unwrap();
      setResendResult({ ok: true, text: loginMessages.resent });
    } catch (error) {
      setResendResult({ ok: false, text: readApiError(error).message ?? loginMessages.resendFailed });
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          Entrar
        </h1>
        <p className="auth-card__lead">
          Bem-vindo de volta! Entre para indicar e votar nos locais da sua cidade.
        </p>

        {(sessionBlocked || serverError === sessionMessages.userBlocked) && <BlockedAccountAlert />}
        {serverError && serverError !== sessionMessages.userBlocked && (
          <Alert>
            <p>{serverError}</p>
            {unverifiedEmail && (
              <button
                type="button"
                className="link-button"
                onClick={onResend}
                disabled={resendState.isLoading}
                aria-busy={resendState.isLoading || undefined}
              >
                {resendState.isLoading ? 'Reenviando...' : 'Reenviar e-mail de verificação'}
              </button>
            )}
          </Alert>
        )}
        {resendResult && <Alert kind={resendResult.ok ? 'success' : 'error'}>{resendResult.text}</Alert>}

        <form className="form" {...form.formProps} onFocus={start} onPointerDown={start}>
          <EmailField {...form.field('email')} onChange={update('email')} required maxLength={50} />
          <CurrentPasswordField
            label="Senha"
            {...form.field('password')}
            onChange={update('password')}
            required
          />
          <div className="form__row form__row--end">
            <Link to="/forgot-password" className="link">
              Esqueceu sua senha?
            </Link>
          </div>
          <Button
            type="submit"
            block
            disabled={!form.valid}
            loading={form.submitting}
            loadingText="Entrando..."
          >
            Entrar
          </Button>
        </form>
        <p className="auth-card__footer">
          Ainda não tem conta?{' '}
          <Link to={withReturnPath('/register', returnPath)} className="link">
            Cadastre-se
          </Link>
        </p>
      </section>
    </div>
  );
}

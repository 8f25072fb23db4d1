import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authResetPasswordSchema, emailOnlySchema, resetPasswordRules } from '@encontro/contracts';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { revealOutcome } from '../../ui/revealOutcome';
import { EmailField } from '../../ui/EmailField';
import { StateIcon } from '../../ui/StateIcon';
import { useContractForm } from '../../ui/useContractForm';
import { useForgotPasswordMutation, useResetPasswordMutation } from './accountApi';
import { NewPasswordField } from './NewPasswordField';

export type ResetMode = 'request' | 'reset' | 'success' | 'error';

export const resetMessages = {
  requestFailed: 'Erro ao enviar email de redefinição.',
  resetFailed: 'Erro ao redefinir senha.',
  requestSent:
    'Se o e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.',
  resetDone: 'Sua senha foi redefinida. Agora você já pode entrar com a nova senha.',
} as const;

function RequestForm({ onDone }: { onDone: (ok: boolean, message: string) => void }) {
  const [forgot] = useForgotPasswordMutation();
  const form = useContractForm(emailOnlySchema, {
    initial: { email: '' },
    onSubmit: async ({ email }) => {
      try {
        const res = await forgot({ email: email.trim() }).unwrap();
        if (res.success === false) onDone(false, res.message || resetMessages.requestFailed);
        else onDone(true, res.message || resetMessages.requestSent);
      } catch (error) {
        onDone(false, readApiError(error).message ?? resetMessages.requestFailed);
      }
    },
  });

  return (
    <>
      <h1 id="reset-title" className="auth-card__title">
        Esqueceu sua senha?
      </h1>
      <p className="auth-card__lead">
        Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <form className="form" {...form.formProps}>
        <EmailField {...form.field('email')} required maxLength={255} />
        <Button type="submit" block loading={form.submitting} loadingText="Enviando...">
          Enviar link de redefinição
        </Button>
      </form>
    </>
  );
}

const resetFields = ['password', 'password_confirmation'] as const;

function ResetForm({ token, onDone }: { token: string; onDone: (ok: boolean, message: string) => void }) {
  const [reset] = useResetPasswordMutation();
  const form = useContractForm(authResetPasswordSchema, {
    initial: { password: '', password_confirmation: '' },
    input: (values) => ({ token, ...values }),
    onSubmit: async (values) => {
      // Errors on the two fields show under them; any other ends in the error state.
      const onFields = (errors: Record<string, string[]>, otherwise: string) => {
        if (resetFields.some((field) => errors[field]?.[0])) form.setServerErrors(errors);
        else onDone(false, otherwise);
      };
      try {
        const res = await reset({ token, ...values }).unwrap();
        if (res.success === false) onFields(res.errors ?? {}, res.message || resetMessages.resetFailed);
        else onDone(true, res.message || resetMessages.resetDone);
      } catch (error) {
        const { message, errors } = readApiError(error);
        onFields(errors, message ?? resetMessages.resetFailed);
      }
    },
  });

  return (
    <>
      <h1 id="reset-title" className="auth-card__title">
        Redefinir senha
      </h1>
      <p className="auth-card__lead">Crie uma nova senha para a sua conta.</p>
      <form className="form" {...form.formProps}>
        <NewPasswordField label="Nova senha" {...form.field('password')} required />
        <PasswordChecklist
          rules={resetPasswordRules.map((rule) => ({
            id: rule.id,
            label: rule.label,
            met: rule.test(form.values.password),
          }))}
        />
        <NewPasswordField label="Confirmar nova senha" {...form.field('password_confirmation')} required />
        <Button type="submit" block loading={form.submitting} loadingText="Salvando...">
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
          <div ref={revealOutcome} className="auth-card--center">
            <StateIcon kind="success" />
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
          <div ref={revealOutcome} className="auth-card--center">
            <StateIcon kind="error" />
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

import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountMessages, verifyEmailSchema } from '@encontro/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { StateIcon } from '../../ui/StateIcon';
import { pendingEmailSet, selectPendingEmail } from '../auth/authSlice';
import { useResendValidationMutation, useVerifyEmailMutation } from './accountApi';

export type VerifyStatus = 'verifying' | 'verified' | 'already' | 'error' | 'default';

/** SPEC §9: the resend confirmation reverts to the invalid-link error after 5 s. */
export const RESEND_REVERT_MS = 5000;

export const verifyMessages = {
  failed: 'Erro ao verificar email.',
  failedRetry: 'Erro ao verificar email. Tente novamente.',
  noEmail: 'Email não encontrado. Tente fazer login novamente.',
  resendFailed: 'Erro ao reenviar email de verificação.',
  resent: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
  verified: 'Seu e-mail foi confirmado. Agora é só entrar e participar dos encontros da sua cidade.',
  already: 'Este e-mail já foi verificado anteriormente. Você já pode entrar na sua conta.',
} as const;

function linkProblem(token: string, email: string): string | null {
  const parsed = verifyEmailSchema.safeParse({ token, email });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? accountMessages.verificationLinkMissing);
}

function Troubleshooting() {
  const [open, setOpen] = useState(false);
  return (
    <div className="troubleshooting">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls="verify-tips"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Ocultar dicas de solução de problemas' : 'Mostrar dicas de solução de problemas'}
      </button>
      <div id="verify-tips" hidden={!open} className="troubleshooting__tips">
        <h2 className="troubleshooting__title">Dicas para verificar seu e-mail</h2>
        <ul>
          <li>Confira as pastas de spam, lixo eletrônico e promoções.</li>
          <li>O link de verificação expira em 24 horas. Se passou desse prazo, peça um novo e-mail.</li>
          <li>Use sempre o link do e-mail mais recente: cada reenvio invalida os anteriores.</li>
          <li>Se o link foi quebrado em duas linhas, copie o endereço completo e cole no navegador.</li>
          <li>Ainda com problemas? Fale com a gente pela página de contato.</li>
        </ul>
      </div>
    </div>
  );
}

export function VerifyEmailPage() {
  usePageTitle('Verificação de e-mail');
  const dispatch = useAppDispatch();
  const pendingEmail = useAppSelector(selectPendingEmail);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const problem = linkProblem(token, email);

  const [verify] = useVerifyEmailMutation();
  const [resend, resendState] = useResendValidationMutation();
  const [status, setStatus] = useState<VerifyStatus>(() =>
    !problem ? 'verifying' : email ? 'error' : 'default',
  );
  const [message, setMessage] = useState<string>(problem ?? '');
  const [resendNote, setResendNote] = useState<{ ok: boolean; text: string } | null>(null);
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (problem || requested.current === token) return;
    requested.current = token;
    setStatus('verifying');
    verify({ token, email })
      .unwrap()
      .then((res) => {
        if (res.success === false) {
          setStatus('error');
          setMessage(res.message || verifyMessages.failed);
          return;
        }
        setStatus(res.already_verified ? 'already' : 'verified');
        setMessage(res.message || (res.already_verified ? verifyMessages.already : verifyMessages.verified));
        if (pendingEmail && (!email || pendingEmail === email)) dispatch(pendingEmailSet(null));
      })
      .catch((error: unknown) => {
        const { status: http, message: serverMessage } = readApiError(error);
        setStatus('error');
        setMessage(serverMessage ?? (http === null ? verifyMessages.failedRetry : verifyMessages.failed));
      });
  }, [problem, token, email, verify, dispatch, pendingEmail]);

  useEffect(() => {
    if (!resendNote?.ok) return;
    const timer = setTimeout(() => {
      setResendNote(null);
      setMessage(accountMessages.verificationLinkInvalid);
    }, RESEND_REVERT_MS);
    return () => clearTimeout(timer);
  }, [resendNote]);

  const resendTo = email || pendingEmail || '';
  const onResend = async () => {
    setResendNote(null);
    if (!resendTo) {
      setResendNote({ ok: false, text: verifyMessages.noEmail });
      return;
    }
    try {
      await resend({ email: resendTo }).unwrap();
      setResendNote({ ok: true, text: verifyMessages.resent });
    } catch (error) {
      setResendNote({ ok: false, text: readApiError(error).message ?? verifyMessages.resendFailed });
    }
  };

  const resendButton = (
    <Button
      variant="secondary"
      block
      onClick={onResend}
      loading={resendState.isLoading}
      loadingText="Reenviando..."
    >
      Reenviar e-mail de verificação
    </Button>
  );

  return (
    <div className="auth-page">
      <section
        className="auth-card auth-card--center"
        aria-labelledby="verify-title"
        aria-busy={status === 'verifying'}
      >
        {status === 'verifying' && (
          <>
            <div className="spinner" aria-hidden="true" />
            <h1 id="verify-title" className="auth-card__title">
              Verificando seu e-mail...
            </h1>
            <p className="muted" role="status">
              Aguarde um instante enquanto confirmamos seu cadastro.
            </p>
          </>
        )}

        {(status === 'verified' || status === 'already') && (
          <>
            <StateIcon kind="success" />
            <h1 id="verify-title" className="auth-card__title">
              {status === 'verified' ? 'Email Verificado!' : 'Email já verificado'}
            </h1>
            <Alert kind="success">{message}</Alert>
            <Link to="/login" className="btn btn--primary btn--block">
              Ir para o Login
            </Link>
          </>
        )}

        {status === 'error' && (
          <>
            <StateIcon kind="error" />
            <h1 id="verify-title" className="auth-card__title">
              Erro na Verificação
            </h1>
            {resendNote?.ok ? <Alert kind="success">{resendNote.text}</Alert> : <Alert>{message}</Alert>}
            {resendNote && !resendNote.ok && <Alert>{resendNote.text}</Alert>}
            <p className="muted">
              Peça um novo link: enviaremos outro e-mail de verificação, válido por 24 horas.
            </p>
            {resendButton}
            <Link to="/login" className="btn btn--ghost btn--block">
              Voltar para o Login
            </Link>
            <Troubleshooting />
          </>
        )}

        {status === 'default' && (
          <>
            <StateIcon kind="email" />
            <h1 id="verify-title" className="auth-card__title">
              Verificação Necessária
            </h1>
            {resendNote?.ok ? (
              <Alert kind="success">{resendNote.text}</Alert>
            ) : (
              <Alert kind="warning">{message}</Alert>
            )}
            {resendNote && !resendNote.ok && <Alert>{resendNote.text}</Alert>}
            <p className="muted">
              Para ativar sua conta, abra o link que enviamos para o seu e-mail no cadastro. O link expira em
              24 horas.
            </p>
            {pendingEmail && resendButton}
            <Link to="/login" className="btn btn--primary btn--block">
              Ir para o Login
            </Link>
            <Troubleshooting />
          </>
        )}
      </section>
    </div>
  );
}

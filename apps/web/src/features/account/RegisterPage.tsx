import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { genderCodes, registerSchema, type City, type Gender } from '@encontro/contracts';
import { useAppDispatch } from '../../app/hooks';
import { returnTargetFrom, withReturnPath } from '../../app/returnPath';
import { usePageTitle } from '../../app/usePageTitle';
import { firstFieldError, readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Honeypot } from '../../ui/Honeypot';
import { SelectField } from '../../ui/SelectField';
import { EmailField } from '../../ui/EmailField';
import { revealOutcome } from '../../ui/revealOutcome';
import { StateIcon } from '../../ui/StateIcon';
import { useContractForm } from '../../ui/useContractForm';
import { pendingEmailSet, returnPathSet } from '../auth/authSlice';
import { StateCityFields } from '../locations/StateCityFields';
import { useRegisterMutation } from './accountApi';
import { genderLabels } from './gender';
import { NameFields } from './NameFields';
import { NewPasswordField } from './NewPasswordField';

export const registerMessages = {
  success:
    'Cadastro realizado com sucesso! Enviamos um link de verificação para o seu e-mail. O link expira em 24 horas.',
  invalid: 'Dados inválidos. Verifique os campos.',
  emailTaken: 'E-mail já cadastrado. Tente fazer login ou recuperar a senha.',
  generic: 'Erro ao registrar usuário. Tente novamente.',
  fallback: 'Erro ao criar conta. Tente novamente.',
} as const;

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  state: string;
  city: City | null;
  gender: Gender | '';
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  honeypot: string;
};

const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  state: '',
  city: null,
  gender: '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
  honeypot: '',
};

const genderOptions = genderCodes.map((code) => ({ value: code, label: genderLabels[code] }));

function toPayload(v: Values) {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    state: v.state,
    city: v.city?.city ?? '',
    city_id: v.city?.city_id ?? '',
    gender: v.gender || null,
    password: v.password,
    password_confirmation: v.password_confirmation,
    terms_accepted: v.terms_accepted,
    honeypot: v.honeypot,
  };
}

export function RegisterPage() {
  usePageTitle('Cadastro');
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // The page a guest was sent here from (`?next=`), if any: also the target of the login links.
  const target = returnTargetFrom(useLocation().search);
  const loginPath = withReturnPath('/login', target);

  const form = useContractForm(registerSchema, {
    initial: empty,
    input: toPayload,
    aliases: { city_id: 'city' },
    onSubmit: async (values) => {
      // A filled honeypot is a bot: pretend it worked and send nothing.
      if (values.honeypot) {
        setSuccess(registerMessages.success);
        return;
      }
      const payload = toPayload(values);
      try {
        const res = await register(payload).unwrap();
        dispatch(pendingEmailSet(payload.email));
        // The verification e-mail leads to another page: keep the target for the login after it.
        dispatch(returnPathSet(target === '/' ? null : target));
        setSuccess(res?.message || registerMessages.success);
      } catch (error) {
        const { status, message, errors: fieldErrors } = readApiError(error);
        if (status === 422) {
          form.setServerErrors(fieldErrors);
          setFormError(firstFieldError(fieldErrors) ?? message ?? registerMessages.invalid);
        } else if (status === 409) {
          setFormError(registerMessages.emailTaken);
        } else if (status === null) {
          setFormError(registerMessages.fallback);
        } else {
          setFormError(message && status < 500 ? message : registerMessages.generic);
        }
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    setFormError(Object.values(form.errors)[0] ?? null);
    return form.handleSubmit(event);
  };

  if (success) {
    return (
      <div className="auth-page">
        <section
          ref={revealOutcome}
          className="auth-card auth-card--center"
          aria-labelledby="register-done-title"
        >
          <StateIcon kind="success" />
          <h1 id="register-done-title" className="auth-card__title">
            Cadastro realizado!
          </h1>
          <Alert kind="success">{success}</Alert>
          <p className="muted">
            Não recebeu? Confira a caixa de spam ou peça um novo link na página de login.
          </p>
          <Link to={loginPath} className="btn btn--primary btn--block">
            Ir para o login
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <section className="auth-card auth-card--wide" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-card__title">
          Criar conta
        </h1>
        <p className="auth-card__lead">
          Cadastre-se para indicar locais, votar e participar dos encontros da sua cidade. É grátis.
        </p>
        {formError && <Alert>{formError}</Alert>}

        <form className="form" {...form.formProps} onSubmit={onSubmit}>
          <NameFields first={form.field('first_name')} last={form.field('last_name')} maxLength={100} />
          <EmailField {...form.field('email')} required maxLength={255} />
          <StateCityFields state={form.field('state')} city={form.field('city')} />
          <SelectField
            label="Gênero"
            hint="Opcional"
            {...form.field('gender')}
            placeholder="Prefiro não informar"
            options={genderOptions}
          />
          <div className="form__grid">
            <NewPasswordField
              label="Senha"
              {...form.field('password')}
              hint="De 6 a 20 caracteres"
              required
            />
            <NewPasswordField label="Confirmar senha" {...form.field('password_confirmation')} required />
          </div>

          <Honeypot id="register-website" {...form.field('honeypot')} />

          <CheckboxField
            {...form.field('terms_accepted')}
            label={
              <>
                Li e aceito os{' '}
                <Link to="/termos" className="link" target="_blank" rel="noopener">
                  Termos & Condições
                  <span className="visually-hidden"> (abre em nova aba)</span>
                </Link>{' '}
                e a{' '}
                <Link to="/privacidade" className="link" target="_blank" rel="noopener">
                  Política de Privacidade
                  <span className="visually-hidden"> (abre em nova aba)</span>
                </Link>
                .
              </>
            }
          />

          <Button type="submit" block loading={form.submitting} loadingText="Criando conta...">
            Criar conta
          </Button>
        </form>
        <p className="auth-card__footer">
          Já tem conta?{' '}
          <Link to={loginPath} className="link">
            Entrar
          </Link>
        </p>
      </section>
    </div>
  );
}

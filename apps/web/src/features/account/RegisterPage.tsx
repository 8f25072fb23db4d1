import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { genderCodes, registerSchema, type City, type Gender } from '@encontro/contracts';
import { useAppDispatch } from '../../app/hooks';
import { returnTargetFrom, withReturnPath } from '../../app/returnPath';
import { usePageTitle } from '../../app/usePageTitle';
import { firstFieldError, firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { validateWith } from '../../ui/forms';
import { pendingEmailSet, returnPathSet } from '../auth/authSlice';
import { CityCombobox } from '../locations/CityCombobox';
import { StateSelect } from '../locations/StateSelect';
import { useRegisterMutation } from './accountApi';
import { genderLabels } from './gender';

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
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // The page a guest was sent here from (`?next=`), if any: also the target of the login links.
  const target = returnTargetFrom(useLocation().search);
  const loginPath = withReturnPath('/login', target);

  const payload = toPayload(values);
  const errors = validateWith(registerSchema, payload);
  const errorOf = (field: keyof Values | 'city_id') => {
    const key = field === 'city' ? 'city_id' : field;
    const show = submitted || touched[field === 'city_id' ? 'city' : field];
    return serverErrors[key] ?? (show ? errors[key] : undefined);
  };

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const key = field === 'city' ? 'city_id' : field;
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  };
  const touch = (field: keyof Values) => () => setTouched((t) => ({ ...t, [field]: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (isLoading) return;
    const firstError = Object.values(errors)[0];
    if (firstError) {
      setFormError(firstError);
      return;
    }
    // A filled honeypot is a bot: pretend it worked and send nothing.
    if (values.honeypot) {
      setSuccess(registerMessages.success);
      return;
    }
    try {
      const res = await register(payload).unwrap();
      dispatch(pendingEmailSet(payload.email));
      // The verification e-mail leads to another page: keep the target for the login after it.
      dispatch(returnPathSet(target === '/' ? null : target));
      setSuccess(res?.message || registerMessages.success);
    } catch (error) {
      const { status, message, errors: fieldErrors } = readApiError(error);
      if (status === 422) {
        setServerErrors(firstMessages(fieldErrors));
        setFormError(firstFieldError(fieldErrors) ?? message ?? registerMessages.invalid);
      } else if (status === 409) {
        setFormError(registerMessages.emailTaken);
      } else if (status === null) {
        setFormError(registerMessages.fallback);
      } else {
        setFormError(message && status < 500 ? message : registerMessages.generic);
      }
    }
  };

  if (success) {
    return (
      <div className="auth-page">
        <section className="auth-card auth-card--center" aria-labelledby="register-done-title">
          <div className="state-icon state-icon--success" aria-hidden="true">
            ✓
          </div>
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

        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="form__grid">
            <Field label="Nome" error={errorOf('first_name')} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  name="first_name"
                  autoComplete="given-name"
                  maxLength={100}
                  value={values.first_name}
                  onChange={(e) => set('first_name', e.target.value)}
                  onBlur={touch('first_name')}
                />
              )}
            </Field>
            <Field label="Sobrenome" error={errorOf('last_name')} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  name="last_name"
                  autoComplete="family-name"
                  maxLength={100}
                  value={values.last_name}
                  onChange={(e) => set('last_name', e.target.value)}
                  onBlur={touch('last_name')}
                />
              )}
            </Field>
          </div>
          <Field label="E-mail" error={errorOf('email')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                maxLength={255}
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                onBlur={touch('email')}
              />
            )}
          </Field>
          <div className="form__grid">
            <StateSelect
              value={values.state}
              required
              error={errorOf('state')}
              onChange={(state) => {
                set('state', state);
                set('city', null);
              }}
              onBlur={touch('state')}
            />
            <CityCombobox
              state={values.state}
              value={values.city}
              required
              error={errorOf('city')}
              onChange={(city) => set('city', city)}
              onBlur={touch('city')}
            />
          </div>
          <Field label="Gênero" hint="Opcional">
            {(control) => (
              <select
                {...control}
                className="input"
                name="gender"
                value={values.gender}
                onChange={(e) => set('gender', e.target.value as Gender | '')}
              >
                <option value="">Prefiro não informar</option>
                {genderCodes.map((code) => (
                  <option key={code} value={code}>
                    {genderLabels[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="form__grid">
            <Field label="Senha" error={errorOf('password')} hint="De 6 a 20 caracteres" required>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="new-password"
                  maxLength={20}
                  value={values.password}
                  onChange={(e) => set('password', e.target.value)}
                  onBlur={touch('password')}
                />
              )}
            </Field>
            <Field label="Confirmar senha" error={errorOf('password_confirmation')} required>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password_confirmation"
                  autoComplete="new-password"
                  maxLength={20}
                  value={values.password_confirmation}
                  onChange={(e) => set('password_confirmation', e.target.value)}
                  onBlur={touch('password_confirmation')}
                />
              )}
            </Field>
          </div>

          {/* Bots fill every field; people and screen readers never see this one. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="register-website">Não preencha este campo</label>
            <input
              id="register-website"
              name="honeypot"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.honeypot}
              onChange={(e) => set('honeypot', e.target.value)}
            />
          </div>

          <div className={errorOf('terms_accepted') ? 'checkbox-field field--invalid' : 'checkbox-field'}>
            <input
              id="register-terms"
              type="checkbox"
              className="checkbox"
              name="terms_accepted"
              checked={values.terms_accepted}
              aria-invalid={errorOf('terms_accepted') ? true : undefined}
              aria-describedby={errorOf('terms_accepted') ? 'register-terms-error' : undefined}
              onChange={(e) => {
                set('terms_accepted', e.target.checked);
                touch('terms_accepted')();
              }}
            />
            <label htmlFor="register-terms">
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
            </label>
            {errorOf('terms_accepted') && (
              <p id="register-terms-error" className="field__error">
                {errorOf('terms_accepted')}
              </p>
            )}
          </div>

          <Button type="submit" block loading={isLoading} loadingText="Criando conta...">
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

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  genderCodes,
  profilePasswordRules,
  profilePhotoRules,
  profileUpdateSchema,
  type City,
  type Gender,
  type User,
} from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { firstFieldError, firstMessages, readApiError } from '../../api/errors';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { Modal } from '../../ui/Modal';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { useToast } from '../../ui/Toast';
import { formatBytes, formatDate } from '../../ui/format';
import { validateWith } from '../../ui/forms';
import { selectUser } from '../auth/authSlice';
import { genderLabels } from '../account/gender';
import { CityCombobox } from '../locations/CityCombobox';
import { StateSelect } from '../locations/StateSelect';
import { PrivacySection } from './PrivacySection';
import { useUpdateProfileMutation, useUploadProfilePhotoMutation } from './profileApi';
import { checkPhoto } from '../../ui/photoCheck';

export const profileMessages = {
  saved: 'Perfil atualizado com sucesso!',
  photoSaved: 'Foto atualizada com sucesso!',
  bothSaved: 'Perfil e foto atualizados com sucesso!',
  saveFailed: 'Erro ao atualizar perfil',
  photoFailed: 'Erro ao atualizar foto',
  cityWarning:
    'Atenção: a mudança de cidade pode ser bloqueada se você tiver indicações, votos ou participação em fóruns ativos nesta semana.',
} as const;

type Values = {
  name: string;
  surname: string;
  state: string;
  city: City | null;
  gender: Gender | '';
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
};

function valuesFrom(user: User): Values {
  return {
    name: user.name,
    surname: user.surname,
    state: user.state,
    city: user.city ? { city: user.city, city_id: user.city_id } : null,
    gender: user.gender ?? '',
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
  };
}

function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [updateProfile, profileState] = useUpdateProfileMutation();
  const [uploadPhoto, photoState] = useUploadProfilePhotoMutation();
  const [values, setValues] = useState<Values>(() => valuesFrom(user));
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [confirmCity, setConfirmCity] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const changingPassword = Boolean(
    values.current_password || values.new_password || values.new_password_confirmation,
  );
  const payload = {
    name: values.name.trim(),
    surname: values.surname.trim(),
    state: values.state,
    city: values.city?.city ?? '',
    city_id: values.city?.city_id ?? '',
    gender: values.gender,
    ...(changingPassword
      ? {
          current_password: values.current_password,
          new_password: values.new_password,
          new_password_confirmation: values.new_password_confirmation,
        }
      : {}),
  };
  const errors = validateWith(profileUpdateSchema, payload);
  const errorOf = (field: string) => {
    const touchedKey = field === 'city_id' ? 'city' : field;
    const key = field === 'city' ? (errors.city ? 'city' : 'city_id') : field;
    return (
      serverErrors[field] ?? serverErrors[key] ?? (submitted || touched[touchedKey] ? errors[key] : undefined)
    );
  };
  const cityChanged = Boolean(values.city && values.city.city_id !== user.city_id);
  const busy = profileState.isLoading || photoState.isLoading;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      if (field === 'city') delete next.city_id;
      return next;
    });
  };
  const touch = (field: string) => () => setTouched((t) => ({ ...t, [field]: true }));

  const onPhotoChosen = (file: File | undefined) => {
    if (!file) return;
    const problem = checkPhoto(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  const profileChanged =
    changingPassword ||
    payload.name !== user.name ||
    payload.surname !== user.surname ||
    payload.state !== user.state ||
    payload.city_id !== user.city_id ||
    (payload.gender || null) !== user.gender;

  const save = async () => {
    setConfirmCity(false);
    let profileSaved = false;
    if (profileChanged || !photo) {
      try {
        await updateProfile({ ...payload, gender: payload.gender as Gender }).unwrap();
        profileSaved = true;
        setValues((v) => ({ ...v, current_password: '', new_password: '', new_password_confirmation: '' }));
        setTouched({});
        setSubmitted(false);
      } catch (error) {
        const { status, message, errors: fieldErrors } = readApiError(error);
        if (status === 401) return;
        setServerErrors(firstMessages(fieldErrors));
        toast(
          (status === 422 ? firstFieldError(fieldErrors) : null) ?? message ?? profileMessages.saveFailed,
          'error',
        );
        return;
      }
    }
    if (photo) {
      try {
        await uploadPhoto(photo).unwrap();
        setPhoto(null);
        if (fileInput.current) fileInput.current.value = '';
        toast(profileSaved ? profileMessages.bothSaved : profileMessages.photoSaved);
      } catch (error) {
        const { status, message } = readApiError(error);
        if (status === 401) return;
        if (profileSaved) toast(profileMessages.saved);
        toast(message ?? profileMessages.photoFailed, 'error');
      }
      return;
    }
    toast(profileMessages.saved);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0 || photoError) return;
    if (cityChanged) setConfirmCity(true);
    else void save();
  };

  const checklist = profilePasswordRules.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.test(values),
  }));

  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate>
      <section className="card profile-photo" aria-labelledby="photo-title">
        <h2 id="photo-title" className="card__title">
          Foto de perfil
        </h2>
        <div className="profile-photo__row">
          <Avatar photo={preview ?? user.photo} name={`${user.name} ${user.surname}`} size="xl" />
          <div className="profile-photo__actions">
            <input
              ref={fileInput}
              id="profile-photo-input"
              type="file"
              accept={profilePhotoRules.mimeTypes.join(',')}
              className="visually-hidden file-input"
              aria-describedby="profile-photo-hint profile-photo-error"
              onChange={(e) => onPhotoChosen(e.target.files?.[0])}
            />
            <label htmlFor="profile-photo-input" className="btn btn--secondary">
              Alterar foto
            </label>
            {photo && (
              <Button
                variant="ghost"
                onClick={() => {
                  setPhoto(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                Descartar nova foto
              </Button>
            )}
            <p id="profile-photo-hint" className="field__hint">
              {photo
                ? `Nova foto selecionada: ${photo.name} (${formatBytes(photo.size)}). Ela será enviada ao salvar.`
                : 'JPG, PNG ou WEBP, até 2MB.'}
            </p>
            <p id="profile-photo-error" className="field__error" role={photoError ? 'alert' : undefined}>
              {photoError}
            </p>
          </div>
        </div>
      </section>

      <section className="card" aria-labelledby="data-title">
        <h2 id="data-title" className="card__title">
          Dados pessoais
        </h2>
        <div className="form__grid">
          <Field label="Nome" error={errorOf('name')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                name="name"
                autoComplete="given-name"
                maxLength={50}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                onBlur={touch('name')}
              />
            )}
          </Field>
          <Field label="Sobrenome" error={errorOf('surname')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                name="surname"
                autoComplete="family-name"
                maxLength={50}
                value={values.surname}
                onChange={(e) => set('surname', e.target.value)}
                onBlur={touch('surname')}
              />
            )}
          </Field>
        </div>
        <Field label="E-mail" hint="O e-mail não pode ser alterado.">
          {(control) => (
            <input {...control} className="input" type="email" name="email" value={user.email} readOnly />
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
        {cityChanged && <Alert kind="warning">{profileMessages.cityWarning}</Alert>}
        <fieldset className="fieldset" aria-describedby={errorOf('gender') ? 'gender-error' : undefined}>
          <legend className="field__label">
            Gênero{' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="radio-group">
            {genderCodes.map((code) => (
              <label key={code} className="radio">
                <input
                  type="radio"
                  name="gender"
                  value={code}
                  checked={values.gender === code}
                  onChange={() => {
                    set('gender', code);
                    touch('gender')();
                  }}
                />
                {genderLabels[code]}
              </label>
            ))}
          </div>
          {errorOf('gender') && (
            <p id="gender-error" className="field__error">
              {errorOf('gender')}
            </p>
          )}
        </fieldset>
      </section>

      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Alterar senha
        </h2>
        <p className="muted">Preencha apenas se quiser trocar sua senha.</p>
        <Field label="Senha atual" error={errorOf('current_password')}>
          {(control) => (
            <PasswordInput
              {...control}
              name="current_password"
              autoComplete="current-password"
              maxLength={20}
              value={values.current_password}
              onChange={(e) => set('current_password', e.target.value)}
              onBlur={touch('current_password')}
            />
          )}
        </Field>
        <div className="form__grid">
          <Field label="Nova senha" error={errorOf('new_password')}>
            {(control) => (
              <PasswordInput
                {...control}
                name="new_password"
                autoComplete="new-password"
                maxLength={20}
                value={values.new_password}
                onChange={(e) => set('new_password', e.target.value)}
                onBlur={touch('new_password')}
              />
            )}
          </Field>
          <Field label="Confirmar nova senha" error={errorOf('new_password_confirmation')}>
            {(control) => (
              <PasswordInput
                {...control}
                name="new_password_confirmation"
                autoComplete="new-password"
                maxLength={20}
                value={values.new_password_confirmation}
                onChange={(e) => set('new_password_confirmation', e.target.value)}
                onBlur={touch('new_password_confirmation')}
              />
            )}
          </Field>
        </div>
        {changingPassword && <PasswordChecklist rules={checklist} label="Requisitos da nova senha" />}
      </section>

      <div className="form__actions">
        <Button variant="ghost" onClick={() => navigate('/')}>
          Cancelar
        </Button>
        <Button type="submit" loading={busy} loadingText="Salvando...">
          Salvar alterações
        </Button>
      </div>

      <Modal
        open={confirmCity}
        title="Confirmar mudança de cidade"
        onClose={() => setConfirmCity(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmCity(false)}>
              Cancelar
            </Button>
            <Button onClick={() => void save()}>Confirmar e salvar</Button>
          </>
        }
      >
        <p>
          Você está mudando de <strong>{user.city}</strong> para <strong>{values.city?.city}</strong>.
        </p>
        <p>{profileMessages.cityWarning}</p>
      </Modal>
    </form>
  );
}

export function ProfilePage() {
  usePageTitle('Editar Perfil');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Editar Perfil</h1>
        <p className="page__lead">
          Membro desde {formatDate(user.created_at)} · {user.city}
          {user.state ? ` - ${user.state}` : ''}
        </p>
      </header>
      <ProfileForm key={user.user_id} user={user} />
      <PrivacySection isAdmin={user.is_admin} />
    </div>
  );
}

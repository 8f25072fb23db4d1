import { useState } from 'react';
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
import { firstFieldError, readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { PhotoInput } from '../../ui/PhotoInput';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { formatBytes, formatDate } from '../../ui/format';
import { usePhotoPreview } from '../../ui/usePhotoPreview';
import { useContractForm } from '../../ui/useContractForm';
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

function toPayload(values: Values) {
  const changingPassword = Boolean(
    values.current_password || values.new_password || values.new_password_confirmation,
  );
  return {
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
}

const genderOptions = genderCodes.map((code) => ({ value: code, label: genderLabels[code] }));

function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [updateProfile, profileState] = useUpdateProfileMutation();
  const [uploadPhoto, photoState] = useUploadProfilePhotoMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [confirmCity, setConfirmCity] = useState(false);
  const preview = usePhotoPreview(photo);

  const form = useContractForm(profileUpdateSchema, {
    initial: () => valuesFrom(user),
    input: toPayload,
    aliases: { city_id: 'city' },
    // A photo that failed its check, or a save still running, keeps the form from being sent.
    blocked: photoError !== null || profileState.isLoading || photoState.isLoading,
    onSubmit: async (): Promise<void> => {
      if (cityChanged) setConfirmCity(true);
      else await save();
    },
  });
  const { values } = form;
  const payload = toPayload(values);
  const changingPassword = 'current_password' in payload;
  const cityChanged = Boolean(values.city && values.city.city_id !== user.city_id);
  const busy = form.submitting || profileState.isLoading || photoState.isLoading;

  const onPhotoChosen = (file: File) => {
    const problem = checkPhoto(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
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
        form.reset({ ...values, current_password: '', new_password: '', new_password_confirmation: '' });
      } catch (error) {
        const { status, message, errors: fieldErrors } = readApiError(error);
        if (status === 401) return;
        form.setServerErrors(fieldErrors);
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

  const checklist = profilePasswordRules.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.test(values),
  }));

  return (
    <form className="form profile-form" {...form.formProps}>
      <section className="card profile-photo" aria-labelledby="photo-title">
        <h2 id="photo-title" className="card__title">
          Foto de perfil
        </h2>
        <div className="profile-photo__row">
          <Avatar photo={preview ?? user.photo} name={`${user.name} ${user.surname}`} size="xl" />
          <div className="profile-photo__actions">
            <PhotoInput
              id="profile-photo-input"
              label="Alterar foto"
              labelClassName="btn btn--secondary"
              accept={profilePhotoRules.mimeTypes}
              aria-describedby="profile-photo-hint profile-photo-error"
              onChoose={onPhotoChosen}
            />
            {photo && (
              <Button variant="ghost" onClick={() => setPhoto(null)}>
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
          <TextField label="Nome" {...form.field('name')} required autoComplete="given-name" maxLength={50} />
          <TextField
            label="Sobrenome"
            {...form.field('surname')}
            required
            autoComplete="family-name"
            maxLength={50}
          />
        </div>
        <TextField
          label="E-mail"
          hint="O e-mail não pode ser alterado."
          type="email"
          name="email"
          value={user.email}
          onChange={() => undefined}
          readOnly
        />
        <div className="form__grid">
          <StateSelect
            {...form.field('state')}
            required
            onChange={(state) => {
              form.set('state', state);
              form.set('city', null);
            }}
          />
          <CityCombobox state={values.state} {...form.field('city')} required />
        </div>
        {cityChanged && <Alert kind="warning">{profileMessages.cityWarning}</Alert>}
        <RadioGroup legend="Gênero" {...form.field('gender')} options={genderOptions} required />
      </section>

      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Alterar senha
        </h2>
        <p className="muted">Preencha apenas se quiser trocar sua senha.</p>
        <TextField
          label="Senha atual"
          {...form.field('current_password')}
          type="password"
          autoComplete="current-password"
          maxLength={20}
        />
        <div className="form__grid">
          <TextField
            label="Nova senha"
            {...form.field('new_password')}
            type="password"
            autoComplete="new-password"
            maxLength={20}
          />
          <TextField
            label="Confirmar nova senha"
            {...form.field('new_password_confirmation')}
            type="password"
            autoComplete="new-password"
            maxLength={20}
          />
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

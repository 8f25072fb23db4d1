import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  genderCodes,
  profilePasswordRules,
  profileUpdateSchema,
  type Gender,
  type User,
} from '@encontro/contracts';
import { firstFieldError, readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { useToast } from '../../ui/Toast';
import { usePhotoPreview } from '../../ui/usePhotoPreview';
import { useContractForm } from '../../ui/useContractForm';
import { genderLabels } from '../account/gender';
import { NameFields } from '../account/NameFields';
import { NewPasswordField } from '../account/NewPasswordField';
import { StateCityFields } from '../locations/StateCityFields';
import { CityChangeModal } from './CityChangeModal';
import { profileMessages } from './profileMessages';
import { ProfilePhotoSection } from './ProfilePhotoSection';
import { toPayload, valuesFrom } from './profileValues';
import { useUpdateProfileMutation, useUploadProfilePhotoMutation } from './profileApi';

const genderOptions = genderCodes.map((code) => ({ value: code, label: genderLabels[code] }));

/** The photo, personal data and password cards, saved together (the photo after the profile). */
export function ProfileForm({ user }: { user: User }) {
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

  const onPhotoPicked = (file: File | null, problem: string | null) => {
    setPhotoError(problem);
    setPhoto(file);
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
      <ProfilePhotoSection
        user={user}
        photo={photo}
        preview={preview}
        photoError={photoError}
        onPick={onPhotoPicked}
        onDiscard={() => setPhoto(null)}
      />

      <section className="card" aria-labelledby="data-title">
        <h2 id="data-title" className="card__title">
          Dados pessoais
        </h2>
        <NameFields first={form.field('name')} last={form.field('surname')} maxLength={50} />
        <TextField
          label="E-mail"
          hint="O e-mail não pode ser alterado."
          type="email"
          name="email"
          value={user.email}
          onChange={() => undefined}
          readOnly
        />
        <StateCityFields state={form.field('state')} city={form.field('city')} />
        {cityChanged && <Alert kind="warning">{profileMessages.cityWarning}</Alert>}
        <RadioGroup legend="Gênero" {...form.field('gender')} options={genderOptions} required />
      </section>

      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Alterar senha
        </h2>
        <p className="muted">Preencha apenas se quiser trocar sua senha.</p>
        <CurrentPasswordField label="Senha atual" {...form.field('current_password')} />
        <div className="form__grid">
          <NewPasswordField label="Nova senha" {...form.field('new_password')} />
          <NewPasswordField label="Confirmar nova senha" {...form.field('new_password_confirmation')} />
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

      <CityChangeModal
        open={confirmCity}
        from={user.city}
        to={values.city?.city}
        onClose={() => setConfirmCity(false)}
        onConfirm={() => void save()}
      />
    </form>
  );
}

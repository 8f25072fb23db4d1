import { profilePhotoRules, type User } from '@encontro/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { PhotoInput } from '../../ui/PhotoInput';
import { formatBytes } from '../../ui/format';
import { checkPhoto } from '../../ui/photoCheck';

/** The current or chosen photo, the file input, the hint and the photo's check error. */
export function ProfilePhotoSection({
  user,
  photo,
  preview,
  photoError,
  onPick,
  onDiscard,
}: {
  user: User;
  photo: File | null;
  preview: string | null;
  photoError: string | null;
  onPick: (file: File | null, problem: string | null) => void;
  onDiscard: () => void;
}) {
  return (
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
            buttonClassName="btn btn--secondary"
            rules={profilePhotoRules}
            aria-describedby="profile-photo-hint profile-photo-error"
            check={checkPhoto}
            onPick={onPick}
          />
          {photo && (
            <Button variant="ghost" onClick={onDiscard}>
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
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { forumLimits, forumMessages, memoryFormSchema, profilePhotoRules } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { validateWith } from '../../ui/forms';
import { useToast } from '../../ui/Toast';
import { useAddMemoryMutation } from '../forum/forumApi';
import { checkPhoto } from '../../ui/photoCheck';

export const memoryTexts = {
  failed: 'Erro ao adicionar memória. Tente novamente.',
} as const;

/** Beyond SPEC: a confirmed participant adds a photo of the meetup with a description. */
export function MemoryForm({ forumId }: { forumId: string }) {
  const toast = useToast();
  const [addMemory, { isLoading }] = useAddMemoryMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<{ photo?: string; description?: string }>({});
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const max = forumLimits.memoryDescription;
  const descriptionError =
    errors.description ??
    (submitted ? validateWith(memoryFormSchema, { description }).description : undefined);
  const photoError = errors.photo ?? (submitted && !photo ? forumMessages.memoryPhotoRequired : undefined);

  const choose = (file: File | undefined) => {
    const problem = file ? checkPhoto(file) : null;
    setErrors((e) => ({ ...e, photo: problem ?? undefined }));
    setPhoto(file && !problem ? file : null);
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateWith(memoryFormSchema, { description }).description;
    if (!photo || invalid || errors.photo || isLoading) return;
    try {
      const result = await addMemory({ photo, description: description.trim(), forumId }).unwrap();
      toast(result.message || forumMessages.memoryAdded);
      setPhoto(null);
      setDescription('');
      setSubmitted(false);
      setErrors({});
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const { status, message, errors: fields } = readApiError(error);
      if (status === 401) return;
      const onPhoto = fields.photo?.[0];
      const onDescription = fields.description?.[0];
      if (onPhoto || onDescription) setErrors({ photo: onPhoto, description: onDescription });
      else toast(fields.general?.[0] ?? message ?? memoryTexts.failed, 'error');
    }
  };

  return (
    <form className="form memory-form" onSubmit={onSubmit} noValidate aria-labelledby="memory-form-title">
      <h3 id="memory-form-title" className="memory-form__title">
        Adicionar memória
      </h3>
      <Field label="Foto" error={photoError} hint="JPG, PNG ou WEBP, até 2MB." required>
        {(control) => (
          <div className="memory-form__file">
            {/* The browser's own file button speaks the browser's language: ours speaks pt-BR. */}
            <input
              {...control}
              ref={fileInput}
              className="visually-hidden file-input"
              type="file"
              name="photo"
              accept={profilePhotoRules.mimeTypes.join(',')}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <label htmlFor={control.id} className="btn btn--secondary">
              Escolher foto
            </label>
            <span className="muted memory-form__file-name">{photo?.name ?? 'Nenhuma foto escolhida'}</span>
          </div>
        )}
      </Field>
      {preview && <img className="memory-form__preview" src={preview} alt="Pré-visualização da memória" />}
      <Field
        label="Descrição"
        error={descriptionError}
        hint={`${description.length}/${max} caracteres`}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="description"
            rows={3}
            maxLength={max}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value.slice(0, max));
              setErrors((x) => ({ ...x, description: undefined }));
            }}
          />
        )}
      </Field>
      <div className="memory-form__actions">
        <Button type="submit" loading={isLoading} loadingText="Enviando...">
          Adicionar memória
        </Button>
      </div>
    </form>
  );
}

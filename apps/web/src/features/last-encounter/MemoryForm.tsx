import { useState } from 'react';
import { forumLimits, forumMessages, memoryFormSchema, profilePhotoRules } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PhotoInput } from '../../ui/PhotoInput';
import { TextAreaField } from '../../ui/TextAreaField';
import { checkPhoto } from '../../ui/photoCheck';
import { photoPreparationMessages } from '../../ui/preparePhoto';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { usePhotoPreview } from '../../ui/usePhotoPreview';
import { useAddMemoryMutation } from '../forum/forumApi';

export const memoryTexts = {
  failed: 'Erro ao adicionar memória. Tente novamente.',
} as const;

/** Beyond SPEC: a confirmed participant adds a photo of the meetup with a description. */
export function MemoryForm({ forumId }: { forumId: string }) {
  const toast = useToast();
  const [addMemory] = useAddMemoryMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const preview = usePhotoPreview(photo);

  const form = useContractForm(memoryFormSchema, {
    initial: { description: '' },
    showErrors: 'submit',
    blocked: !photo || photoProblem !== null,
    onSubmit: async ({ description }) => {
      if (!photo) return;
      try {
        const result = await addMemory({ photo, description: description.trim(), forumId }).unwrap();
        toast(result.message || forumMessages.memoryAdded);
        setPhoto(null);
        setPhotoProblem(null);
        form.reset();
      } catch (error) {
        const { status, message, errors: fields } = readApiError(error);
        if (status === 401) return;
        if (fields.photo?.[0] || fields.description?.[0]) form.setServerErrors(fields);
        else toast(fields.general?.[0] ?? message ?? memoryTexts.failed, 'error');
      }
    },
  });
  const photoError =
    form.serverErrors.photo ??
    photoProblem ??
    (form.submitted && !photo ? forumMessages.memoryPhotoRequired : undefined);

  const pick = (file: File | null, problem: string | null) => {
    setPhotoProblem(problem);
    setPhoto(file);
    form.clearServerError('photo');
  };

  return (
    <form className="form memory-form" {...form.formProps} aria-labelledby="memory-form-title">
      <h3 id="memory-form-title" className="memory-form__title">
        Adicionar memória
      </h3>
      <Field label="Foto" error={photoError} hint="JPG, PNG ou WEBP, até 2MB." required>
        {(control) => (
          <div className="memory-form__file">
            <PhotoInput
              {...control}
              name="photo"
              label="Escolher foto"
              buttonClassName="btn btn--secondary"
              rules={profilePhotoRules}
              check={checkPhoto}
              onPick={pick}
              onPreparingChange={setPreparingPhoto}
            />
            <span className="muted memory-form__file-name">{photo?.name ?? 'Nenhuma foto escolhida'}</span>
          </div>
        )}
      </Field>
      {preview && <img className="memory-form__preview" src={preview} alt="Pré-visualização da memória" />}
      <TextAreaField
        label="Descrição"
        {...form.field('description')}
        required
        rows={3}
        max={forumLimits.memoryDescription}
      />
      <div className="memory-form__actions">
        <Button
          type="submit"
          loading={form.submitting || preparingPhoto}
          loadingText={form.submitting ? 'Enviando...' : photoPreparationMessages.preparing}
        >
          Adicionar memória
        </Button>
      </div>
    </form>
  );
}

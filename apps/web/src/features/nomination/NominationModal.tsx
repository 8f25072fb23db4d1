import { useState } from 'react';
import {
  type RefusalDetails,
  eventDays,
  eventTimes,
  indicationMessages,
  normalisePhone,
  normaliseWebsite,
  type Gender,
  theHost,
} from '@encontro/contracts';
import { firstFieldError, readApiError } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Honeypot } from '../../ui/Honeypot';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useContractForm, type LazySchema } from '../../ui/useContractForm';
import { selectUser } from '../auth/authSlice';
import { useOwnGender } from '../hosting/useOwnGender';
import { useSubmitIndicationMutation, useVoteMutation } from '../home/homeApi';
import { homeMessages } from '../home/venue';
import { NominationBlocked } from './NominationBlocked';
import { emptySlots, empty, schemaField, type Values } from './nominationDraft';
import { checkNominationPhoto, nextPhoneValue, pastedPhoneValue } from './nominationInput';
import { photoPreparationMessages } from '../../ui/preparePhoto';
import { PhotoSlot, type Slot } from './PhotoSlot';

export const nominationMessages = {
  notice: (gender: Gender | null) =>
    `As indicações são permitidas apenas de segunda a quinta-feira. Se o seu local vencer, você será ${theHost(gender)} do encontro.`,
  invalidData: 'Dados inválidos. Verifique os campos.',
  submitFailed: 'Erro ao enviar indicação. Tente novamente.',
  discardTitle: 'Descartar indicação?',
  discardText: 'O que você escreveu e as fotos escolhidas serão perdidos.',
  voteForExisting: 'Votar nele',
} as const;

/** A 409 naming the venue's indication already pending or in the vote: the person may vote for it instead. */
type Duplicate = { message: string; indicationId: string; voteRefused: boolean };

function duplicateOf(details: Record<string, unknown>, message: string | null): Duplicate | null {
  const { existing_indication_id: id } = details as Partial<RefusalDetails<'DUPLICATE_INDICATION'>>;
  return typeof id === 'string'
    ? { message: message ?? indicationMessages.duplicateIndication, indicationId: id, voteRefused: false }
    : null;
}

const photosErrorId = 'nomination-photos-error';
const nominationSchema: LazySchema = {
  load: () => import('./nominationValidation').then((m) => m.nominationSchema),
};
const dayOptions = eventDays.map((day) => ({ value: day, label: day }));
const timeOptions = eventTimes.map((time) => ({ value: time, label: time }));

type NominationModalProps = {
  open: boolean;
  onClose: () => void;
  /** Whether the person may nominate is still being found out. */
  checking?: boolean;
  /** Why the person cannot nominate now (SPEC §8 Home): shown instead of the form. */
  blockedReason?: string | null;
};

/**
 * SPEC §2 "Nomination modal": three photo slots, the venue's data, the Monday–Thursday notice.
 * Closing it with a draft asks first; sending it incomplete says what is missing.
 */
export function NominationModal({
  open,
  onClose,
  checking = false,
  blockedReason = null,
}: NominationModalProps) {
  const toast = useToast();
  const [submit] = useSubmitIndicationMutation();
  const [vote, voteState] = useVoteMutation();
  const city = useAppSelector(selectUser)?.city ?? '';
  const gender = useOwnGender();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [slots, setSlots] = useState<Slot[]>(emptySlots);
  const [preparingPhotos, setPreparingPhotos] = useState(0);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const photos = slots.flatMap((s) => (s.file ? [s.file] : []));

  const form = useContractForm(nominationSchema, {
    initial: empty,
    aliases: schemaField,
    // The checks (and zod) load as the modal opens.
    loadSchema: open,
    // A photo missing or refused, or a server error not yet addressed, keeps the form from being sent.
    blocked: (): boolean =>
      photos.length === 0 || slots.some((s) => s.error !== null) || Object.keys(form.serverErrors).length > 0,
    onSubmit: async (values) => {
      setDuplicate(null);
      try {
        const answer = await submit({
          name: values.name.trim(),
          phone: values.phone.trim(),
          address: values.address.trim(),
          reference: values.reference_point.trim(),
          website: values.website.trim(),
          event_day: values.event_day,
          event_time: values.event_time,
          attractives: values.attractions.trim(),
          honeypot: values.honeypot,
          photos,
        }).unwrap();
        // Without admin approval (platform setting) the server says the venue is already in the vote.
        toast(answer.message ?? indicationMessages.submitted);
        discard();
      } catch (error) {
        const { status, message, errors: fieldErrors, details } = readApiError(error);
        if (status === 401) return;
        const existing = status === 409 ? duplicateOf(details, message) : null;
        if (existing) {
          setDuplicate(existing);
        } else if (status === 422) {
          form.setServerErrors(fieldErrors);
          toast(firstFieldError(fieldErrors) ?? message ?? nominationMessages.invalidData, 'error');
        } else if (status === 409) {
          toast(message ?? indicationMessages.alreadyNominated, 'error');
        } else {
          toast(message ?? nominationMessages.submitFailed, 'error');
        }
      }
    },
  });
  const { values } = form;
  const phoneField = form.field('phone');
  const websiteField = form.field('website');

  const discard = () => {
    form.reset();
    setSlots(emptySlots());
    setConfirmingDiscard(false);
    setDuplicate(null);
    onClose();
  };

  // The venue is already nominated: the person's vote goes to it, and the draft is no longer needed.
  const voteForExisting = async (existing: Duplicate) => {
    try {
      await vote({ id: existing.indicationId, city, remove: false }).unwrap();
      toast(indicationMessages.voted);
      discard();
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      setDuplicate({ ...existing, voteRefused: true });
      toast(errors.general?.[0] ?? message ?? homeMessages.voteFailed, 'error');
    }
  };

  const dirty =
    photos.length > 0 ||
    (Object.keys(values) as (keyof Values)[]).some((k) => k !== 'honeypot' && values[k].trim() !== '');
  const close = () => {
    if (form.submitting) return;
    if (dirty) setConfirmingDiscard(true);
    else discard();
  };

  const requiredFilled = Boolean(
    values.name.trim() && values.address.trim() && values.event_day && values.event_time,
  );
  const photoError =
    form.serverErrors.photos ??
    (form.submitted && photos.length === 0 ? indicationMessages.photoRequired : null);

  // A prepared photo is checked against the other slots' photos as they are when it is ready.
  const checkPhoto = (index: number, file: File) =>
    checkNominationPhoto(
      file,
      slots.flatMap((s, i) => (i !== index && s.file ? [s.file] : [])),
    );
  const pickPhoto = (index: number, file: File | null, error: string | null) => {
    setSlots((all) => all.map((s, i) => (i === index ? { file, error } : s)));
    form.clearServerError('photos');
  };
  const removePhoto = (index: number) =>
    setSlots((all) => all.map((s, i) => (i === index ? { file: null, error: null } : s)));

  const formElement = (
    <form id="nomination-form" className="form nomination-form" {...form.formProps}>
      <fieldset className="fieldset">
        <legend className="field__label">
          Fotos do local{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        <p className="field__hint">Até 3 fotos (JPG, PNG ou WEBP), 2MB cada e 6MB no total.</p>
        <div className="photo-slots">
          {slots.map((slot, i) => (
            <PhotoSlot
              key={i}
              index={i}
              slot={slot}
              missingErrorId={i === 0 && photoError !== null && photos.length === 0 ? photosErrorId : null}
              check={(file) => checkPhoto(i, file)}
              onPick={(file, error) => pickPhoto(i, file, error)}
              onRemove={() => removePhoto(i)}
              onPreparingChange={(on) => setPreparingPhotos((n) => n + (on ? 1 : -1))}
            />
          ))}
        </div>
        {photoError && (
          <p id={photosErrorId} className="field__error" role="alert">
            {photoError}
          </p>
        )}
      </fieldset>

      <TextField label="Nome do local" {...form.field('name')} required maxLength={100} />
      <TextField
        label="Telefone"
        {...phoneField}
        onChange={(typed) => form.set('phone', nextPhoneValue(values.phone, typed))}
        onPaste={(e) => {
          e.preventDefault();
          form.set('phone', pastedPhoneValue(e.currentTarget, e.clipboardData.getData('text')));
        }}
        onBlur={() => {
          form.set('phone', normalisePhone(values.phone) ?? values.phone);
          phoneField.onBlur();
        }}
        hint="(XX) 9XXXX-XXXX ou (XX) XXXX-XXXX"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
      />
      <TextField label="Endereço" {...form.field('address')} required maxLength={150} />
      <TextField label="Ponto de referência" {...form.field('reference_point')} maxLength={100} />
      <TextField
        label="Site"
        {...websiteField}
        onBlur={() => {
          form.set('website', normaliseWebsite(values.website));
          websiteField.onBlur();
        }}
        placeholder="Site ou Instagram"
        hint="Um link (www.seubar.com.br) ou o Instagram (@seubar)"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={100}
      />
      <TextField
        label="Atrações"
        {...form.field('attractions')}
        hint="Separe por vírgulas: música ao vivo, petiscos, jardim"
        maxLength={100}
      />
      <div className="formElement_grid">
        <SelectField
          label="Dia do encontro"
          {...form.field('event_day')}
          required
          placeholder="Selecione o dia"
          options={dayOptions}
        />
        <SelectField
          label="Horário do encontro"
          {...form.field('event_time')}
          required
          placeholder="Selecione o horário"
          options={timeOptions}
        />
      </div>

      <Honeypot id="nomination-honeypot" {...form.field('honeypot')} />
      {!requiredFilled && <p className="field__hint">{indicationMessages.requiredFields}</p>}
    </form>
  );

  // A draft being written stays a form even if the reason appears meanwhile (the server has the last word).
  if (open && !dirty && (checking || blockedReason))
    return <NominationBlocked checking={checking} blockedReason={blockedReason} onClose={discard} />;

  return (
    <>
      <Modal
        open={open}
        title="Indicar Local"
        onClose={close}
        description={nominationMessages.notice(gender)}
        footer={
          <>
            {duplicate && (
              <Alert className="nomination-duplicate">
                <p>{duplicate.message}</p>
                {!duplicate.voteRefused && (
                  <Button
                    variant="secondary"
                    onClick={() => void voteForExisting(duplicate)}
                    loading={voteState.isLoading}
                    disabled={form.submitting}
                  >
                    {nominationMessages.voteForExisting}
                  </Button>
                )}
              </Alert>
            )}
            <Button variant="ghost" onClick={close} disabled={form.submitting}>
              Cancelar
            </Button>
            <Button
              type="submit"
              form="nomination-form"
              loading={form.submitting || preparingPhotos > 0}
              loadingText={form.submitting ? 'Enviando...' : photoPreparationMessages.preparing}
            >
              Enviar Indicação
            </Button>
          </>
        }
      >
        {formElement}
      </Modal>
      <Modal
        open={open && confirmingDiscard}
        title={nominationMessages.discardTitle}
        onClose={() => setConfirmingDiscard(false)}
        description={nominationMessages.discardText}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingDiscard(false)}>
              Continuar editando
            </Button>
            <Button variant="danger" onClick={discard}>
              Descartar
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </>
  );
}

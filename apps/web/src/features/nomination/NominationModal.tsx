import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { eventDays, eventTimes, indicationMessages, indicationPhotoRules } from '@encontro/contracts';
import { firstFieldError, firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Alert, Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { formatBytes } from '../../ui/format';
import { useLazyValidator } from '../../ui/useLazyValidator';
import { useSubmitIndicationMutation } from '../home/homeApi';
import { checkNominationPhoto, nextPhoneValue } from './nominationInput';

export const nominationMessages = {
  notice:
    'As indicações são permitidas apenas de segunda a quinta-feira. Se o seu local vencer, você será o anfitrião do encontro.',
  invalidData: 'Dados inválidos. Verifique os campos.',
  submitFailed: 'Erro ao enviar indicação. Tente novamente.',
  discardTitle: 'Descartar indicação?',
  discardText: 'O que você escreveu e as fotos escolhidas serão perdidos.',
} as const;

const photosErrorId = 'nomination-photos-error';
const loadValidator = () => import('./nominationValidation').then((m) => m.validateNomination);

type Values = {
  name: string;
  phone: string;
  address: string;
  reference_point: string;
  website: string;
  attractions: string;
  event_day: string;
  event_time: string;
  honeypot: string;
};

const empty: Values = {
  name: '',
  phone: '',
  address: '',
  reference_point: '',
  website: '',
  attractions: '',
  event_day: '',
  event_time: '',
  honeypot: '',
};

// The shared schema names two fields as the payload does (SPEC §3); the modal names them as SPEC §2.
const schemaField: Partial<Record<keyof Values, string>> = {
  reference_point: 'reference',
  attractions: 'attractives',
};

type Slot = { file: File | null; error: string | null };
const emptySlots = (): Slot[] =>
  Array.from({ length: indicationPhotoRules.maxCount }, () => ({ file: null, error: null }));

function PhotoSlot({
  index,
  slot,
  missing,
  onChoose,
  onRemove,
}: {
  index: number;
  slot: Slot;
  /** No photo at all was chosen and the person tried to send: the first slot points at the message. */
  missing: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const preview = useMemo(() => (slot.file ? URL.createObjectURL(slot.file) : null), [slot.file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Choosing or removing a photo swaps the slot's control: focus follows instead of falling to the page,
  // where Escape and Tab would no longer reach the dialog.
  const box = useRef<HTMLDivElement>(null);
  const hadFile = useRef(Boolean(slot.file));
  useEffect(() => {
    const changed = hadFile.current !== Boolean(slot.file);
    hadFile.current = Boolean(slot.file);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (changed && lost) box.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [slot.file]);
  const id = `nomination-photo-${index}`;
  const label = `Foto ${index + 1}`;
  return (
    <div ref={box} className={slot.error ? 'photo-slot photo-slot--invalid' : 'photo-slot'}>
      {preview && slot.file ? (
        <>
          <img
            className="photo-slot__preview"
            src={preview}
            alt={`Pré-visualização da ${label.toLowerCase()}`}
          />
          <p className="photo-slot__meta">
            {slot.file.name} ({formatBytes(slot.file.size)})
          </p>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remover ${label.toLowerCase()}`}>
            Remover
          </Button>
        </>
      ) : (
        <>
          <input
            id={id}
            type="file"
            accept={indicationPhotoRules.mimeTypes.join(',')}
            className="visually-hidden file-input"
            aria-describedby={slot.error ? `${id}-error` : missing ? photosErrorId : undefined}
            aria-invalid={slot.error || missing ? true : undefined}
            onChange={(e) => {
              onChoose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label htmlFor={id} className="photo-slot__add">
            {label}
          </label>
        </>
      )}
      {slot.error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {slot.error}
        </p>
      )}
    </div>
  );
}

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
  const [submit, { isLoading }] = useSubmitIndicationMutation();
  const [values, setValues] = useState<Values>(empty);
  const [slots, setSlots] = useState<Slot[]>(emptySlots);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [attempts, setAttempts] = useState(0);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const reset = () => {
    setValues(empty);
    setSlots(emptySlots());
    setTouched({});
    setServerErrors({});
    setAttempts(0);
    setConfirmingDiscard(false);
  };
  const discard = () => {
    reset();
    onClose();
  };

  const photos = slots.flatMap((s) => (s.file ? [s.file] : []));
  const dirty =
    photos.length > 0 ||
    (Object.keys(values) as (keyof Values)[]).some((k) => k !== 'honeypot' && values[k].trim() !== '');
  const close = () => {
    if (isLoading) return;
    if (dirty) setConfirmingDiscard(true);
    else discard();
  };

  // The checks (and zod) load as the modal opens; until they arrive the form is not yet sendable.
  const validate = useLazyValidator<Values>(loadValidator, open);
  const errors = validate ? validate(values) : {};
  const requiredFilled = Boolean(
    values.name.trim() && values.address.trim() && values.event_day && values.event_time,
  );
  const photoError =
    serverErrors.photos ?? (attempts > 0 && photos.length === 0 ? indicationMessages.photoRequired : null);
  const hasErrors =
    Object.keys(errors).length > 0 ||
    Object.keys(serverErrors).length > 0 ||
    slots.some((s) => s.error !== null);
  const canSubmit = validate !== null && requiredFilled && photos.length > 0 && !hasErrors && !isLoading;

  // After a refused attempt, focus goes to the first field that says what is wrong.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const errorOf = (field: keyof Values) => {
    const key = schemaField[field] ?? field;
    return serverErrors[key] ?? serverErrors[field] ?? (touched[field] ? errors[key] : undefined);
  };
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[schemaField[field] ?? field];
      delete next[field];
      return next;
    });
  };
  const touch = (field: keyof Values) => () => setTouched((t) => ({ ...t, [field]: true }));

  const choosePhoto = (index: number, file: File | undefined) => {
    if (!file) return;
    const others = slots.flatMap((s, i) => (i !== index && s.file ? [s.file] : []));
    const error = checkNominationPhoto(file, others);
    setSlots((all) => all.map((s, i) => (i === index ? { file: error ? null : file, error } : s)));
    setServerErrors((e) => {
      const next = { ...e };
      delete next.photos;
      return next;
    });
  };
  const removePhoto = (index: number) =>
    setSlots((all) => all.map((s, i) => (i === index ? { file: null, error: null } : s)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, address: true, event_day: true, event_time: true, phone: true, website: true });
    if (!canSubmit) {
      setAttempts((n) => n + 1);
      return;
    }
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
      const { status, message, errors: fieldErrors } = readApiError(error);
      if (status === 401) return;
      if (status === 422) {
        setServerErrors(firstMessages(fieldErrors));
        toast(firstFieldError(fieldErrors) ?? message ?? nominationMessages.invalidData, 'error');
      } else if (status === 409) {
        toast(message ?? indicationMessages.alreadyNominated, 'error');
      } else {
        toast(message ?? nominationMessages.submitFailed, 'error');
      }
    }
  };

  const text = (
    field: keyof Values,
    label: string,
    max: number,
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <Field label={label} error={errorOf(field)} required={extra.required} hint={extra.hint}>
      {(control) => (
        <input
          {...control}
          className="input"
          name={field}
          maxLength={max}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          onBlur={touch(field)}
        />
      )}
    </Field>
  );

  const form = (
    <form ref={formRef} id="nomination-form" className="form nomination-form" onSubmit={onSubmit} noValidate>
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
              missing={i === 0 && photoError !== null && photos.length === 0}
              onChoose={(file) => choosePhoto(i, file)}
              onRemove={() => removePhoto(i)}
            />
          ))}
        </div>
        {photoError && (
          <p id={photosErrorId} className="field__error" role="alert">
            {photoError}
          </p>
        )}
      </fieldset>

      {text('name', 'Nome do local', 100, { required: true })}
      <Field label="Telefone" error={errorOf('phone')} hint="(XX) 9XXXX-XXXX ou (XX) XXXX-XXXX">
        {(control) => (
          <input
            {...control}
            className="input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            value={values.phone}
            onChange={(e) => set('phone', nextPhoneValue(values.phone, e.target.value))}
            onBlur={touch('phone')}
          />
        )}
      </Field>
      {text('address', 'Endereço', 150, { required: true })}
      {text('reference_point', 'Ponto de referência', 100)}
      <Field label="Site" error={errorOf('website')} hint="Comece com http:// ou https://">
        {(control) => (
          <input
            {...control}
            className="input"
            name="website"
            type="url"
            inputMode="url"
            maxLength={100}
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
            onBlur={touch('website')}
          />
        )}
      </Field>
      {text('attractions', 'Atrações', 100, {
        hint: 'Separe por vírgulas: música ao vivo, petiscos, jardim',
      })}
      <div className="form__grid">
        <Field label="Dia do encontro" error={errorOf('event_day')} required>
          {(control) => (
            <select
              {...control}
              className="input"
              name="event_day"
              value={values.event_day}
              onChange={(e) => set('event_day', e.target.value)}
              onBlur={touch('event_day')}
            >
              <option value="">Selecione o dia</option>
              {eventDays.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Horário do encontro" error={errorOf('event_time')} required>
          {(control) => (
            <select
              {...control}
              className="input"
              name="event_time"
              value={values.event_time}
              onChange={(e) => set('event_time', e.target.value)}
              onBlur={touch('event_time')}
            >
              <option value="">Selecione o horário</option>
              {eventTimes.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {/* Bots fill every field; people and screen readers never see this one. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="nomination-honeypot">Não preencha este campo</label>
        <input
          id="nomination-honeypot"
          name="honeypot"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(e) => set('honeypot', e.target.value)}
        />
      </div>
      {!requiredFilled && <p className="field__hint">{indicationMessages.requiredFields}</p>}
    </form>
  );

  // A draft being written stays a form even if the reason appears meanwhile (the server has the last word).
  if (open && !dirty && (checking || blockedReason))
    return (
      <Modal
        open
        title="Indicar Local"
        onClose={discard}
        footer={
          !checking && (
            <Button variant="secondary" onClick={discard}>
              Entendi
            </Button>
          )
        }
      >
        {checking ? (
          <div className="page-loader" role="status">
            <span className="spinner" aria-hidden="true" />
            Carregando...
          </div>
        ) : (
          <Alert kind="info">
            <p>{blockedReason}</p>
          </Alert>
        )}
      </Modal>
    );

  return (
    <>
      <Modal
        open={open}
        title="Indicar Local"
        onClose={close}
        description={nominationMessages.notice}
        footer={
          <>
            <Button variant="ghost" onClick={close} disabled={isLoading}>
              Cancelar
            </Button>
            <Button type="submit" form="nomination-form" loading={isLoading} loadingText="Enviando...">
              Enviar Indicação
            </Button>
          </>
        }
      >
        {form}
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

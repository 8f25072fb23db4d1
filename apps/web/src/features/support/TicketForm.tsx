import { useEffect, useRef } from 'react';
import {
  supportLimits,
  supportMessages,
  ticketSchemaFor,
  ticketTypeLabels,
  ticketTypes,
  type TicketType,
} from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { firstFieldError, readApiError } from '../../api/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CharCount } from '../../ui/CharCount';
import { Honeypot } from '../../ui/Honeypot';
import { RadioGroup } from '../../ui/RadioGroup';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { EmailField } from '../../ui/EmailField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { selectUser } from '../auth/authSlice';
import {
  useCreateGeneralTicketMutation,
  useCreateHostTicketMutation,
  useHostIndicationsQuery,
} from './supportApi';

type Values = {
  ticket_type: TicketType | '';
  indication_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  honeypot: string;
};

/** What the type's schema checks, as it is sent. */
const toPayload = (v: Values) =>
  v.ticket_type === 'host'
    ? {
        ticket_type: 'host',
        indication_id: v.indication_id,
        subject: v.subject.trim(),
        message: v.message.trim(),
        honeypot: v.honeypot,
      }
    : {
        ticket_type: v.ticket_type,
        name: v.name.trim(),
        email: v.email.trim(),
        subject: v.subject.trim(),
        message: v.message.trim(),
        honeypot: v.honeypot,
      };

const typeHints: Record<TicketType, string> = {
  general: 'Dúvidas, problemas com a conta ou sugestões.',
  host: 'Sobre um local que você indicou.',
};

export const ticketFormTexts = {
  indicationsFailed: 'Erro ao carregar suas indicações.',
  noIndications: 'Você ainda não tem indicações. Tickets de anfitrião são sobre os locais que você indicou.',
} as const;

type TicketFormProps = {
  /** The host-support page only opens host tickets. */
  fixedType?: TicketType;
  idPrefix: string;
};

export function TicketForm({ fixedType, idPrefix }: TicketFormProps) {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [createGeneral] = useCreateGeneralTicketMutation();
  const [createHost] = useCreateHostTicketMutation();
  const fullName = user ? `${user.name} ${user.surname}`.trim() : '';
  const form = useContractForm(
    (v: Values) => ticketSchemaFor(v.ticket_type === 'host' ? 'host' : 'general'),
    {
      initial: (): Values => ({
        ticket_type: fixedType ?? '',
        indication_id: '',
        name: fullName,
        email: user?.email ?? '',
        subject: '',
        message: '',
        honeypot: '',
      }),
      input: toPayload,
      trimOnBlur: true,
      onSubmit: async (values) => {
        try {
          if (values.ticket_type === 'host')
            await createHost({
              ticket_type: 'host',
              indication_id: values.indication_id,
              subject: values.subject.trim(),
              message: values.message.trim(),
              honeypot: values.honeypot,
            }).unwrap();
          else
            await createGeneral({
              ticket_type: 'general',
              name: values.name.trim(),
              email: values.email.trim(),
              subject: values.subject.trim(),
              message: values.message.trim(),
              honeypot: values.honeypot,
            }).unwrap();
          toast(supportMessages.ticketCreated);
          form.reset({ ...values, indication_id: '', subject: '', message: '' });
        } catch (error) {
          const { status, message, errors: fieldErrors } = readApiError(error);
          if (status === 401) return;
          form.setServerErrors(fieldErrors);
          toast(
            message ?? (status === 422 ? firstFieldError(fieldErrors) : null) ?? supportMessages.ticketFailed,
            'error',
          );
        }
      },
    },
  );
  const { values } = form;
  const prefilled = useRef(Boolean(user));

  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    form.setValues((v) => ({
      ...v,
      name: v.name || `${user.name} ${user.surname}`.trim(),
      email: v.email || user.email,
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const isHost = values.ticket_type === 'host';
  const indications = useHostIndicationsQuery(undefined, { skip: !isHost });
  const maxMessage = isHost ? supportLimits.hostTicketMessage : supportLimits.generalTicketMessage;

  const indicationList = indications.data?.indications ?? [];

  return (
    <form className="form" {...form.formProps} aria-label="Novo ticket">
      {!fixedType && (
        <RadioGroup
          legend="Tipo de ticket"
          {...form.field('ticket_type')}
          name={`${idPrefix}-ticket_type`}
          required
          className="radio-group--stacked"
          options={ticketTypes.map((type) => ({
            value: type,
            label: (
              <span>
                {ticketTypeLabels[type]} <span className="muted">— {typeHints[type]}</span>
              </span>
            ),
          }))}
        />
      )}

      {isHost && (
        <>
          <SelectField
            label="Indicação"
            {...form.field('indication_id')}
            onChange={(id) => {
              form.set('indication_id', id);
              form.touch('indication_id');
            }}
            required
            disabled={indications.isLoading}
            placeholder={indications.isLoading ? 'Carregando indicações...' : 'Selecione uma indicação'}
            options={indicationList.map((i) => ({
              value: i.id,
              label: i.city ? `${i.name} — ${i.city}` : i.name,
            }))}
          />
          {indications.isError && <Alert kind="error">{ticketFormTexts.indicationsFailed}</Alert>}
          {indications.isSuccess && indicationList.length === 0 && (
            <Alert kind="info">{ticketFormTexts.noIndications}</Alert>
          )}
        </>
      )}

      {!isHost && (
        <div className="form__grid">
          <TextField label="Nome" {...form.field('name')} required autoComplete="name" />
          <EmailField {...form.field('email')} required />
        </div>
      )}

      <TextField
        label="Assunto"
        {...form.field('subject')}
        required
        hint={<CharCount length={values.subject.trim().length} max={supportLimits.ticketSubject} />}
      />
      <TextAreaField
        label="Mensagem"
        {...form.field('message')}
        required
        rows={6}
        max={maxMessage}
        limit="soft"
        countTrimmed
      />
      <Honeypot id={`${idPrefix}-website`} {...form.field('honeypot')} />
      {form.submitted && form.errors.honeypot && <Alert kind="error">{form.errors.honeypot}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={form.submitting} loadingText="Enviando...">
          Criar ticket
        </Button>
      </div>
    </form>
  );
}

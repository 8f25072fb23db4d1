import { useState } from 'react';
import { defaultPlatformSettings, platformSettingsSchema } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { useSettingsQuery, useUpdateSettingsMutation } from './adminApi';
import { AdminSection } from './AdminSection';
import { adminTexts } from './adminTexts';
import { useFormRefusal } from './useFormRefusal';
import { useLogFailure } from './useLogFailure';
import { useUnsavedChanges } from './unsavedChanges';
import type { PlatformSettings, PlatformSettingsRequest } from './adminTypes';

type Values = PlatformSettingsRequest;

const fields = [
  'platform_name',
  'contact_email',
  'auto_censor',
  'approval_required',
  'integrity_auto_hold',
] as const satisfies readonly (keyof Values)[];

function SettingsForm({ initial }: { initial: Values }) {
  const toast = useToast();
  const [save] = useUpdateSettingsMutation();
  // What the server holds: the values a change is measured against, moved on by each save.
  const [saved, setSaved] = useState(initial);
  const form = useContractForm(platformSettingsSchema, {
    initial,
    showErrors: 'change',
    onSubmit: async (values) => {
      try {
        const result = await save(values).unwrap();
        toast(result.message || adminTexts.settingsSaved);
        setSaved(values);
        form.reset(values);
      } catch (error) {
        refuse(error, adminTexts.settingsFailed);
      }
    },
  });
  const refuse = useFormRefusal(form);
  const dirty = fields.some((field) => form.values[field] !== saved[field]);
  useUnsavedChanges(dirty);

  return (
    <form className="form admin-settings" {...form.formProps}>
      <fieldset className="card admin-settings__group">
        <legend className="card__title">Configurações Gerais</legend>
        <TextField label="Nome da plataforma" {...form.field('platform_name')} required maxLength={100} />
        <TextField
          label="E-mail de contato"
          {...form.field('contact_email')}
          required
          type="email"
          maxLength={100}
        />
      </fieldset>
      <fieldset className="card admin-settings__group">
        <legend className="card__title">Moderação</legend>
        <CheckboxField
          label="Censurar automaticamente palavras proibidas"
          hint="Posts e comentários novos têm as palavras da lista de Palavras Censuradas mascaradas."
          {...form.field('auto_censor')}
        />
        <CheckboxField
          label="Exigir aprovação para indicações"
          hint="Desmarcado, as novas indicações entram em votação sem passar pela aprovação."
          {...form.field('approval_required')}
        />
        <CheckboxField
          label="Colocar em análise automaticamente os grupos de votos de alto risco (quinta-feira, 23h)"
          hint="Os votos desses grupos deixam de contar até um administrador liberá-los na aba Integridade; os administradores são avisados."
          {...form.field('integrity_auto_hold')}
        />
      </fieldset>
      <div className="form__actions">
        <Button variant="ghost" disabled={form.submitting || !dirty} onClick={() => form.reset(saved)}>
          Descartar alterações
        </Button>
        <Button
          type="submit"
          loading={form.submitting}
          loadingText="Salvando..."
          disabled={!dirty || !form.valid}
        >
          Salvar Configurações
        </Button>
      </div>
    </form>
  );
}

const editable = (s: PlatformSettings | typeof defaultPlatformSettings): Values => ({
  platform_name: s.platform_name,
  contact_email: s.contact_email,
  auto_censor: s.auto_censor,
  approval_required: s.approval_required,
  integrity_auto_hold: s.integrity_auto_hold,
});

/** SPEC §2 "Configurações", saved on the server (PUT /api/admin/settings; beyond SPEC). */
export function SettingsTab() {
  const { data, isLoading, isFetching, isError, error, refetch } = useSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'configurações', error);
  return (
    <AdminSection id="settings" title="Configurações">
      {isLoading ? (
        <Loading label="Carregando configurações..." />
      ) : isError ? (
        // Not the defaults: saving them would overwrite settings this page could not read.
        <LoadError
          message={adminTexts.settingsLoadFailed}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <SettingsForm
          key={data ? `${data.updated_at ?? 'default'}` : 'default'}
          initial={editable(data ?? defaultPlatformSettings)}
        />
      )}
    </AdminSection>
  );
}

import { useState, type FormEvent } from 'react';
import { defaultPlatformSettings, platformSettingsSchema } from '@encontro/contracts';
import { firstMessages, readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { validateWith } from '../../ui/forms';
import { useSettingsQuery, useUpdateSettingsMutation } from './adminApi';
import { adminErrorText, Loading, useLogFailure } from './adminBits';
import { adminTexts } from './adminTexts';
import type { PlatformSettings, PlatformSettingsRequest } from './adminTypes';

type Values = PlatformSettingsRequest;

function SettingsForm({ initial }: { initial: Values }) {
  const toast = useToast();
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useUpdateSettingsMutation();
  const errors = validateWith(platformSettingsSchema, values);
  const errorOf = (field: keyof Values) => serverErrors[field] ?? (submitted ? errors[field] : undefined);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || isLoading) return;
    try {
      const result = await save(values).unwrap();
      toast(result.message || adminTexts.settingsSaved);
      setSubmitted(false);
    } catch (error) {
      const { status, text } = adminErrorText(error, adminTexts.settingsFailed);
      if (status === 401) return;
      setServerErrors(firstMessages(readApiError(error).errors));
      toast(text, 'error');
    }
  };

  return (
    <form className="form admin-settings" onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className="card admin-settings__group">
        <legend className="card__title">Configurações Gerais</legend>
        <Field label="Nome da plataforma" error={errorOf('platform_name')} required>
          {(control) => (
            <input
              {...control}
              className="input"
              name="platform_name"
              maxLength={100}
              value={values.platform_name}
              onChange={(e) => set('platform_name', e.target.value)}
            />
          )}
        </Field>
        <Field label="E-mail de contato" error={errorOf('contact_email')} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="contact_email"
              maxLength={100}
              value={values.contact_email}
              onChange={(e) => set('contact_email', e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="card admin-settings__group">
        <legend className="card__title">Moderação</legend>
        <label className="checkbox-field">
          <input
            type="checkbox"
            className="checkbox"
            checked={values.auto_censor}
            onChange={(e) => set('auto_censor', e.target.checked)}
          />
          <span>
            Censurar automaticamente palavras proibidas
            <span className="field__hint">
              Posts e comentários novos têm as palavras da lista de Palavras Censuradas mascaradas.
            </span>
          </span>
        </label>
        <label className="checkbox-field">
          <input
            type="checkbox"
            className="checkbox"
            checked={values.approval_required}
            onChange={(e) => set('approval_required', e.target.checked)}
          />
          <span>
            Exigir aprovação para indicações
            <span className="field__hint">
              Desmarcado, as novas indicações entram em votação sem passar pela aprovação.
            </span>
          </span>
        </label>
      </fieldset>
      <div className="form__actions">
        <Button variant="ghost" disabled={isLoading} onClick={() => setValues(initial)}>
          Descartar alterações
        </Button>
        <Button type="submit" loading={isLoading} loadingText="Salvando...">
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
});

/** SPEC §2 "Configurações", saved on the server (PUT /api/admin/settings; beyond SPEC). */
export function SettingsTab() {
  const { data, isLoading, isFetching, isError, error, refetch } = useSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'configurações', error);
  return (
    <section className="admin-section" aria-labelledby="admin-settings-title">
      <div className="admin-section__head">
        <h2 id="admin-settings-title" className="admin-section__title">
          Configurações
        </h2>
      </div>
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
    </section>
  );
}

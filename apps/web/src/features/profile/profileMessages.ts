/** Toasts and the city-change warning of the profile form. */
export const profileMessages = {
  saved: 'Perfil atualizado com sucesso!',
  photoSaved: 'Foto atualizada com sucesso!',
  bothSaved: 'Perfil e foto atualizados com sucesso!',
  saveFailed: 'Erro ao atualizar perfil',
  photoFailed: 'Erro ao atualizar foto',
  cityWarning:
    'Atenção: a mudança de cidade pode ser bloqueada se você tiver indicações, votos ou participação em fóruns ativos nesta semana.',
} as const;

/** Live checklist of the profile's change-password block (SPEC §5 Profile); mirrors profileUpdateSchema. */
export type ProfilePasswordValues = {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
};

export const profilePasswordRules = [
  {
    id: 'current',
    label: 'Senha atual informada',
    test: (v: ProfilePasswordValues) => v.current_password.length > 0,
  },
  {
    id: 'length',
    label: 'Nova senha com 6 a 20 caracteres',
    test: (v: ProfilePasswordValues) => v.new_password.length >= 6 && v.new_password.length <= 20,
  },
  {
    id: 'match',
    label: 'Confirmação igual à nova senha',
    test: (v: ProfilePasswordValues) =>
      v.new_password.length > 0 && v.new_password === v.new_password_confirmation,
  },
] as const;

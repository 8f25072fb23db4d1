import type { City, Gender, User } from '@encontro/contracts';

/** The profile form's fields: the user's data and the optional password change. */
export type ProfileValues = {
  name: string;
  surname: string;
  state: string;
  city: City | null;
  gender: Gender | '';
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
};

export function valuesFrom(user: User): ProfileValues {
  return {
    name: user.name,
    surname: user.surname,
    state: user.state,
    city: user.city ? { city: user.city, city_id: user.city_id } : null,
    gender: user.gender ?? '',
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
  };
}

/** What is sent: trimmed names, the city split in name and id, the passwords only when one is filled. */
export function toPayload(values: ProfileValues) {
  const changingPassword = Boolean(
    values.current_password || values.new_password || values.new_password_confirmation,
  );
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    state: values.state,
    city: values.city?.city ?? '',
    city_id: values.city?.city_id ?? '',
    gender: values.gender,
    ...(changingPassword
      ? {
          current_password: values.current_password,
          new_password: values.new_password,
          new_password_confirmation: values.new_password_confirmation,
        }
      : {}),
  };
}

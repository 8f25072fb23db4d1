/** Valid request bodies the contracts' specs start from, changing one field at a time. */

export const validRegistration = {
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  state: 'SP',
  city: 'São Paulo',
  city_id: '3550308',
  gender: 'F',
  password: 'Segredo1',
  password_confirmation: 'Segredo1',
  terms_accepted: true,
};

import type { Person } from './person.entity.js';

/** The account as identity-svc last described it: names, e-mail and place. */
export const profileOf = (person: Person) => ({
  name: person.name,
  surname: person.surname,
  email: person.email,
  city: person.city,
  state: person.state,
});

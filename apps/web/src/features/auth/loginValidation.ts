// The login form's contract schema, in a module of its own: the page loads it (and zod) on demand.
export { loginSchema } from '@encontro/contracts';

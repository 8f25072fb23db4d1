// The report reason's contract schema, in a module of its own: the dialog loads it (and zod) on demand.
export { reportBodySchema } from '@encontro/contracts';

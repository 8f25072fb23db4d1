import { z } from 'zod';
import { genderSchema } from './account.schemas.js';
import { userIdentityFields } from './fields.js';

/** The user as the browser sees it (SPEC §3 User). */
export const userSchema = z.object({
  ...userIdentityFields,
  city_id: z.string(),
  gender: genderSchema.nullable(),
  photo: z.string().nullable().describe('Caminho relativo da foto no armazenamento, ou null'),
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  last_confirmed_indication_id: z.string().nullable(),
  last_voted_indication_id: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/me, PUT /api/profile: the user as it is now. */
export const userAnswerSchema = z.object({ user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const successResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  already_verified: z.boolean().optional(),
});
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const stateListSchema = z.object({ states: z.array(z.string()) });
export type StateList = z.infer<typeof stateListSchema>;
export const citySchema = z.object({ city: z.string(), city_id: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.object({ cities: z.array(citySchema) });
export type CityList = z.infer<typeof cityListSchema>;

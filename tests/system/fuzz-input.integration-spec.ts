import { describe, expect, it } from '@jest/globals';
import * as contracts from '@encontro/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { bodyOf } from './support/fuzz-input.js';
import type { FuzzRoute, JsonSchema } from './support/fuzz-routes.js';

/** Every JSON body contract in contracts that a gateway route validates with (`@Body(new ZodPipe(…))`). */
const BODY_CONTRACTS = [
  'addCensoredWordsSchema',
  'adminCommentEditSchema',
  'adminPostEditSchema',
  'authResetPasswordSchema',
  'contactSchema',
  'deleteAccountSchema',
  'emailOnlySchema',
  'faqFeedbackSchema',
  'forumCommentEditSchema',
  'forumCommentSchema',
  'forumConnectionSchema',
  'forumPostEditSchema',
  'forumPostSchema',
  'generalTicketSchema',
  'hostConfirmationSchema',
  'hostTicketSchema',
  'loginSchema',
  'platformSettingsSchema',
  'profileUpdateSchema',
  'registerSchema',
  'reportBodySchema',
  'resetPasswordSchema',
  'ticketReplySchema',
  'validateEmailSchema',
  'verifyEmailSchema',
] as const;

/**
 * The fuzz suite counts any 2xx to a write as a finding, which is only fair if the bodies it sends
 * are refused by construction. This checks that against the real contracts, without a stack: each
 * generated JSON body either is over the body limit, is no object, holds text Postgres cannot store (the gateway's request
 * check), or fails its zod contract.
 */
describe('the fuzz suite writes bodies that their contracts refuse', () => {
  it.each(BODY_CONTRACTS)('%s', (name) => {
    const contract = (contracts as unknown as Record<string, z.ZodType>)[name]!;
    const json = z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const route: FuzzRoute = {
      method: 'POST',
      path: '/x',
      pathParams: [],
      query: [],
      body: { contentType: 'application/json', properties: json.properties ?? {}, files: [] },
      admin: false,
      name: name,
    };
    const accepted = fc
      .sample(bodyOf(route), { numRuns: 500, seed: 7 })
      .filter((b) => b.headers['content-type'] === 'application/json')
      // what the gateway reads at all: a string body within its limit (1 MB)
      .filter((b) => typeof b.body === 'string' && b.body.length <= 1_048_576)
      .map((b) => {
        try {
          return JSON.parse(b.body as string) as unknown;
        } catch {
          return undefined;
        }
      })
      .filter((body) => body !== undefined && contracts.findUnstorableText(body) === undefined)
      .filter((body) => contract.safeParse(body).success);
    expect(accepted).toEqual([]);
  });
});

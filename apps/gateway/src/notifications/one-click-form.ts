import { type FastifyInstance, errorCodes } from 'fastify';

/** RFC 8058: where a mail provider POSTs `List-Unsubscribe=One-Click` for the person who clicked. */
export const EMAIL_UNSUBSCRIBE_PATH = 'api/notifications/email/unsubscribe';

const FORM = 'application/x-www-form-urlencoded';
/** The one-click body is 26 bytes; anything much longer is not a mail provider's. */
const FORM_BODY_LIMIT = 1024;

/**
 * Parses `application/x-www-form-urlencoded` on the one-click unsubscribe route only. Everywhere else
 * such a body stays a 415 (bootstrap.ts: an HTML form from another site could post it without a
 * CORS preflight); this route is public anyway and acts only on the signed token of its link.
 */
export function installOneClickUnsubscribeForm(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      const route = (request.routeOptions.url ?? '').replace(/\/+$/, '');
      if (route !== `/${EMAIL_UNSUBSCRIBE_PATH}`) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(FORM), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailOutbox } from '@encontro/server-mail';
import { serviceUnderTest } from '@encontro/testing/unit';
import { userFactory } from '../../test/support/factories.js';
import { hashAccountToken } from '../account-tokens/account-token.util.js';
import { AccountMail } from './account-mail.service.js';

const PUBLIC_URL = 'https://encontro.example/app/';
const TOKEN = 'Zx9-clear_token';

describe(AccountMail.name, () => {
  const t = serviceUnderTest(AccountMail, () => ({
    outbox: MailOutbox,
    config: { PUBLIC_URL },
  }));
  const em = { name: 'transaction' } as unknown as EntityManager;
  const user = userFactory({ name: 'Ana', email: 'ana+encontro@example.com' });

  beforeEach(() => {
    t.outbox.enqueue.mockResolvedValue(true);
  });

  const stored = () => t.outbox.enqueue.mock.calls[0]![1];

  it('stores the verification e-mail in the caller’s transaction, about the account', async () => {
    await t.sut.queueVerification(em, user, TOKEN);

    expect(t.outbox.enqueue).toHaveBeenCalledWith(
      em,
      expect.objectContaining({
        kind: 'account.verification',
        refId: user.id,
        to: 'ana+encontro@example.com',
      }),
    );
  });

  it('names the verification e-mail by its token’s hash, so one link is one e-mail', async () => {
    await t.sut.queueVerification(em, user, TOKEN);

    expect(stored().key).toBe(`account.verification:${hashAccountToken(TOKEN)}`);
    expect(stored().key).not.toContain(TOKEN);
  });

  it('links the verification e-mail to the validation page with the token and the address', async () => {
    await t.sut.queueVerification(em, user, TOKEN);

    expect(stored().text).toContain(
      'https://encontro.example/app/validar-cadastro?token=Zx9-clear_token&email=ana%2Bencontro%40example.com',
    );
  });

  it('stores the reset e-mail named by its token’s hash, linking to the reset page', async () => {
    await t.sut.queuePasswordReset(em, user, TOKEN);

    expect(t.outbox.enqueue).toHaveBeenCalledWith(
      em,
      expect.objectContaining({
        key: `account.password_reset:${hashAccountToken(TOKEN)}`,
        kind: 'account.password_reset',
        refId: user.id,
        to: 'ana+encontro@example.com',
      }),
    );
    expect(stored().text).toContain('https://encontro.example/app/reset-password?token=Zx9-clear_token');
  });
});

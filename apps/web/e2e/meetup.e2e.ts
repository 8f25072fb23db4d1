import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support';
import { contextAs, openForum, testOnOpenForum, toast } from './forum-support';
import { registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 30 on phones, three people in their own browsers: the host limits the meetup to one guest and sets
 * its time, Paulo takes the seat, Carla goes into the line, Paulo gives up his seat, Carla accepts the offer,
 * and on Saturday evening she checks in with the six digits the host's screen shows.
 */

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

/** A winner's card on the Home. */
const card = (page: Page, venue: string) => page.getByRole('article', { name: venue });

testOnOpenForum(
  'a full meetup: seats, the line, an offer accepted, check-in by the 6 digits and N chegaram',
  'meetup',
  async ({ host, participant: paulo, forumId, venue, week, browser, request, baseURL, device }) => {
    const carla = await registerInSaoPaulo(request, baseURL, 'meetup.c', 'Carla');
    await waitUntilKnown(request, carla);
    const hostSide = await contextAs(browser, device, host);
    const pauloSide = await contextAs(browser, device, paulo);
    const carlaSide = await contextAs(browser, device, carla);
    try {
      await test.step('the host confirms and sets one guest seat and 19:30 from the Home', async () => {
        const confirmed = await request.post(`/api/forum/${forumId}/confirm`, { headers: bearer(host) });
        expect(confirmed.status(), await confirmed.text()).toBe(200);
        const page = hostSide.page;
        await page.goto('/');
        await card(page, venue).getByRole('button', { name: 'Definir vagas e horário' }).click();
        const form = page.getByRole('dialog', { name: 'Vagas e horário' });
        await expect(form).toBeVisible();
        await form.getByLabel('Sem limite de vagas').uncheck();
        await form.getByLabel('Vagas (contando com você)').fill('2');
        await form.getByLabel('Horário de início').fill('19:30');
        await expectAccessible(page, 'vagas e horário do encontro');
        await form.getByRole('button', { name: 'Salvar' }).click();
        await expect(toast(page, 'Encontro atualizado!')).toBeVisible();
        await expect(card(page, venue).getByText('Última vaga')).toBeVisible();
      });

      await test.step('Paulo takes the last seat from the Home', async () => {
        const page = pauloSide.page;
        await page.goto('/');
        const winner = card(page, venue);
        await expect(winner.getByText('Última vaga')).toBeVisible();
        await expect(winner.getByText(/19:30/)).toBeVisible();
        await winner.getByRole('button', { name: 'Eu Vou!' }).click();
        await expect(winner.getByText('Presença Confirmada', { exact: true })).toBeVisible();
      });

      await test.step('Carla finds it full and goes into the line, and sees her position', async () => {
        const page = carlaSide.page;
        await page.goto('/');
        const winner = card(page, venue);
        await winner.getByRole('button', { name: 'Lotado – entrar na lista de espera' }).click();
        await expect(
          winner.getByRole('status').filter({ hasText: 'Você é o 1º da lista de espera' }),
        ).toBeVisible();
        await expectAccessible(page, 'lista de espera no cartão do vencedor');
      });

      await test.step('Paulo says "Não vou mais", confirming in a dialog: his seat is offered to Carla', async () => {
        const page = pauloSide.page;
        const winner = card(page, venue);
        await winner.getByRole('button', { name: 'Não vou mais' }).click();
        const ask = page.getByRole('dialog', { name: 'Não vai mais ao encontro?' });
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Sim, não vou mais' }).click();
        await expect(toast(page, 'Presença cancelada. Sua vaga foi liberada.')).toBeVisible();
        // The freed seat is held for Carla, first in line: Paulo would only join the line now.
        await expect(
          winner.getByRole('button', { name: 'Lotado – entrar na lista de espera' }),
        ).toBeVisible();
      });

      await test.step('Carla accepts the offer before it runs out', async () => {
        const page = carlaSide.page;
        await page.reload();
        const banner = page.getByRole('region', { name: 'Uma vaga abriu para você!' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(/\d:\d{2}:\d{2}/);
        await banner.getByRole('button', { name: 'Aceitar vaga' }).click();
        await expect(toast(page, 'Vaga garantida! Presença confirmada.')).toBeVisible();
        await expect(card(page, venue).getByText('Presença Confirmada', { exact: true })).toBeVisible();
      });

      await test.step('Saturday 19:00: Carla checks in with the six digits the host shows', async () => {
        await setClock(request, week.saturday.replace(/T\d{2}:\d{2}/, 'T19:00'));
        const hostPage = hostSide.page;
        await hostPage.goto(`/forum/${forumId}/checkin`);
        const code = hostPage.getByRole('region', { name: 'Check-in do encontro' });
        await expect(code.getByRole('img', { name: /QR code/ })).toBeVisible();
        const digits = (await code
          .locator('.checkin-code__digits [aria-hidden="true"]')
          .textContent())!.replace(/\D/g, '');
        expect(digits).toMatch(/^\d{6}$/);

        const page = carlaSide.page;
        await openForum(page, forumId, venue);
        await page
          .getByRole('link', { name: 'Cheguei' })
          .or(page.getByRole('button', { name: 'Cheguei' }))
          .click();
        await page.getByLabel('Código de 6 números').fill(digits);
        await page.getByRole('button', { name: 'Fazer check-in' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Chegada registrada. Bom encontro!' }),
        ).toBeVisible();

        await openForum(hostPage, forumId, venue);
        await expect(hostPage.getByText('1 chegou').first()).toBeVisible();
        await expectAccessible(hostPage, 'fórum com quem chegou');
      });
    } finally {
      for (const side of [hostSide, pauloSide, carlaSide]) await side.context.close();
    }
  },
);

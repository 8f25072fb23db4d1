import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { demo, expect, expectAccessible, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

const MB = 1024 * 1024;

/**
 * A phone camera's photo: 4000×3000 px of sensor-like noise (it does not compress small), about 3.3 MB,
 * taken with the phone upright (EXIF orientation 6: shown as 3000×4000).
 */
async function cameraJpeg(): Promise<Buffer> {
  const strength = 0.16;
  return sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .linear(strength, 128 * (1 - strength))
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function openHomeAs(page: Page, account: Account) {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto('/');
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

/** Pastes `text` into a field as a phone's paste menu does: one paste event carrying the text. */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** "1,1 MB" / "640 KB" → bytes. */
function bytesOf(shown: string): number {
  const [, amount, unit] = /\(([\d,]+) (KB|MB)\)/.exec(shown) ?? [];
  if (!amount) throw new Error(`sem tamanho em "${shown}"`);
  return Number(amount.replace(',', '.')) * (unit === 'MB' ? MB : 1024);
}

test('a camera photo, a pasted phone and an Instagram link go into a nomination as people expect', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const folder = await mkdtemp(join(tmpdir(), 'encontro-camera-'));
  const photoPath = join(folder, 'IMG_20260105_193012.jpg');
  const camera = await cameraJpeg();
  expect(camera.length).toBeGreaterThan(3 * MB);
  await writeFile(photoPath, camera);
  const venue = `Bar da Lagoa ${Date.now().toString(36)}`;

  try {
    await withClockLock(baseURL, async () => {
      const person = await registerInSaoPaulo(request, baseURL, 'telefone', 'Lia');
      await waitUntilKnown(request, person);
      await setClock(request, (await freshWeek(request)).monday);
      await openHomeAs(page, person);
      await page.getByRole('button', { name: 'Indicar Local' }).click();
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      const slot = dialog.getByRole('button', { name: 'Foto 1' });

      await test.step('a file that only claims to be a JPEG is refused, focus on the visible slot', async () => {
        await dialog
          .getByLabel('Foto 1')
          .setInputFiles({ name: 'quebrada.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('não é foto') });
        await expect(
          dialog.getByText('Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.'),
        ).toBeVisible();
        await expect(slot).toBeFocused();
        await expect(slot).toBeInViewport();
        await expectAccessible(page, 'modal de indicação com foto recusada');
      });

      await test.step('the 3.3 MB camera photo is prepared on the phone and shown with its real size', async () => {
        await dialog.getByLabel('Foto 1').setInputFiles(photoPath);
        const preview = dialog.getByRole('img', { name: 'Pré-visualização da foto 1' });
        await expect(preview).toBeVisible({ timeout: 30_000 });
        // At most 1600 px on its long side, and upright: the phone was held vertically.
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
          .toEqual([1200, 1600]);
        const meta = await dialog.getByText(/^IMG_20260105_193012\.jpg \(/).textContent();
        expect(meta).toMatch(/\((\d+ KB|\d+,\d MB)\)$/);
        expect(bytesOf(meta!)).toBeLessThan(2 * MB);
        expect(
          await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth),
          'the dialog fits the screen',
        ).toBe(true);
      });

      await test.step('a pasted +55 number and an Instagram link take the stored form', async () => {
        const phone = dialog.getByRole('textbox', { name: 'Telefone' });
        await paste(phone, '+55 48 99988-7766');
        await expect(phone).toHaveValue('(48) 99988-7766');
        const site = dialog.getByRole('textbox', { name: 'Site' });
        await expect(site).toHaveAttribute('placeholder', 'Site ou Instagram');
        await site.fill('instagram.com/bardalagoa');
        await site.blur();
        await expect(site).toHaveValue('https://instagram.com/bardalagoa');
        await expect(dialog.getByText('URL inválida')).toHaveCount(0);
        await expect(dialog.getByText(/Formato de telefone inválido/)).toHaveCount(0);
      });

      await test.step('the nomination is sent with the prepared photo', async () => {
        await dialog.getByRole('textbox', { name: 'Nome do local' }).fill(venue);
        await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua da Lagoa, 200');
        await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Sábado');
        await dialog
          .getByRole('combobox', { name: 'Horário do encontro' })
          .selectOption('Noite - Horário a combinar');
        const sent = page.waitForRequest(
          (r) => r.method() === 'POST' && r.url().endsWith('/api/indications'),
        );
        await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
        expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(2 * MB);
        await expect(
          page.getByRole('status').filter({ hasText: 'Indicação enviada com sucesso!' }).last(),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
      });
    });

    await test.step('the API gives back the stored phone, link and an upright photo', async () => {
      const login = await request.post('/api/login', { data: demo.admin });
      const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const list = await request.get('/api/admin/indications', { headers, params: { search: venue } });
      const { data } = (await list.json()) as { data: { indication_id: string; name: string }[] };
      const found = data.find((i) => i.name === venue);
      expect(found, 'a indicação').toBeDefined();
      const details = await request.get(`/api/admin/indications/${found!.indication_id}`, { headers });
      const { indication } = (await details.json()) as {
        indication: { phone: string; website: string; photos: string[] };
      };
      expect(indication).toMatchObject({
        phone: '(48) 99988-7766',
        website: 'https://instagram.com/bardalagoa',
      });
      expect(indication.photos).toHaveLength(1);
      const stored = await request.get(`/${indication.photos[0]!.replace(/^\//, '')}`);
      expect(stored.status()).toBe(200);
      const { width, height } = await sharp(await stored.body()).metadata();
      expect([width, height]).toEqual([1200, 1600]);
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

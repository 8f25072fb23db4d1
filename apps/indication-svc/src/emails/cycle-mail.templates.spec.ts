import { describe, expect, it } from '@jest/globals';
import { calendarLink } from '@encontro/contracts';
import { emailUnsubscribe } from '@encontro/server-mail';
import {
  type Meetup,
  attendanceMail,
  hostConfirmationLink,
  hostReminderMail,
  hostWonMail,
  newHostMail,
} from './cycle-mail.templates.js';

const meetup: Meetup = {
  indicationId: '5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c',
  venue: 'Bar <do> Zé',
  position: 1,
  city: 'São Paulo',
  eventDay: 'Sábado',
  eventTime: 'Noite - Horário a combinar',
  eventDate: '28/11/2026',
};
const to = { email: 'ana@example.com', name: 'Ana' };

describe('cycle e-mails', () => {
  it('link the host to the one-click confirmation page and the attendee to the calendar, keeping a path prefix', () => {
    expect(hostConfirmationLink('https://encontro.app/', 'abc')).toBe(
      'https://encontro.app/anfitriao/confirmar?token=abc',
    );
    expect(calendarLink('https://x.example/app', meetup.indicationId, 't1')).toBe(
      `https://x.example/app/api/forum/${meetup.indicationId}/calendar.ics?token=t1`,
    );
  });

  it('tell the winner’s nominator they host, until when to confirm, and what happens otherwise', () => {
    const mail = hostWonMail(to, meetup, 'https://encontro.app/anfitriao/confirmar?token=abc');
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Seu local venceu! Confirme que você será o anfitrião',
    });
    expect(mail.text).toContain('ficou em 1º lugar na votação de São Paulo');
    expect(mail.text).toContain('Sábado (28/11/2026), Noite - Horário a combinar');
    expect(mail.text).toContain('até sexta-feira, 23:59 (horário de Brasília)');
    expect(mail.text).toContain('a primeira pessoa que confirmou presença assume');
    expect(mail.html).toContain('href="https://encontro.app/anfitriao/confirmar?token=abc"');
    expect(mail.html).toContain('Bar &lt;do&gt; Zé');
    expect(mail.html).not.toContain('<do>');
  });

  it('tell a new host why they host now, and an attendee where the calendar file is', () => {
    expect(newHostMail(to, meetup, 'https://encontro.app/forum/1').subject).toBe(
      'Agora você é o anfitrião do encontro em Bar <do> Zé',
    );
    const mail = attendanceMail(
      to,
      meetup,
      'https://encontro.app/api/forum/1/calendar.ics?token=t',
      'https://encontro.app/forum/1',
    );
    expect(mail.subject).toBe('Presença confirmada: Bar <do> Zé');
    expect(mail.text).toContain('https://encontro.app/api/forum/1/calendar.ics?token=t');
  });

  it('end the Friday reminder, a non-transactional e-mail, with its unsubscribe link and headers', () => {
    const unsubscribe = emailUnsubscribe(
      'https://encontro.app',
      'segredo-de-teste-16',
      '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
      'host.selected',
    );
    const mail = hostReminderMail(
      to,
      meetup,
      'https://encontro.app/anfitriao/confirmar?token=abc',
      unsubscribe,
    );
    expect(mail.headers).toEqual(unsubscribe.headers);
    expect(
      mail.text.endsWith(
        `Equipe Encontro\n\nNão quer mais receber e-mails como este? Descadastre-se: ${unsubscribe.pageUrl}`,
      ),
    ).toBe(true);
    expect(mail.html).toContain(`href="${unsubscribe.pageUrl}"`);
  });

  it('give the transactional ones (host won, new host, attendance) no unsubscribe header or link', () => {
    const mails = [
      hostWonMail(to, meetup, 'https://encontro.app/anfitriao/confirmar?token=abc'),
      newHostMail(to, meetup, 'https://encontro.app/forum/1'),
      attendanceMail(to, meetup, 'https://encontro.app/calendar.ics', 'https://encontro.app/forum/1'),
    ];
    for (const mail of mails) {
      expect(mail.headers).toBeUndefined();
      expect(mail.text).not.toContain('descadastrar');
      expect(mail.html).not.toContain('descadastrar');
    }
  });
});

describe('cycle e-mails to a host who chose Feminino', () => {
  const ana = { ...to, gender: 'F' as const };
  const link = 'https://encontro.app/anfitriao/confirmar?token=abc';
  const unsubscribe = emailUnsubscribe('https://encontro.app', 'segredo-de-teste-16', 'u1', 'host.selected');

  it('call her the anfitriã when her venue wins, in the reminder and after a hand-over', () => {
    const won = hostWonMail(ana, meetup, link);
    expect(won.subject).toBe('Seu local venceu! Confirme que você será a anfitriã');
    expect(won.text).toContain('Como quem indicou, você é a anfitriã.');
    expect(won.html).toContain('Confirmar que serei a anfitriã');
    const reminder = hostReminderMail(ana, meetup, link, unsubscribe);
    expect(reminder.subject).toBe('Lembrete: confirme hoje até 23:59 que você será a anfitriã');
    expect(reminder.text).toContain('Você ainda não confirmou que será a anfitriã do encontro');
    const handedOver = newHostMail(ana, meetup, 'https://encontro.app/forum/1');
    expect(handedOver.subject).toBe('Agora você é a anfitriã do encontro em Bar <do> Zé');
    expect(handedOver.text).toContain('agora você é a anfitriã do encontro');
    for (const mail of [won, reminder, handedOver]) expect(mail.text).not.toContain('anfitrião');
  });

  it.each([['M'], ['O'], [null]] as const)('keep anfitrião for gender %s', (gender) => {
    const mail = hostWonMail({ ...to, gender }, meetup, link);
    expect(mail.subject).toBe('Seu local venceu! Confirme que você será o anfitrião');
    expect(mail.text).toContain('Como quem indicou, você é o anfitrião.');
  });
});

import { describe, expect, it } from '@jest/globals';
import { adminTicketsQuerySchema } from './support.admin.schemas.js';
import { contactFormOf, contactSchema } from './support.contact.schemas.js';
import { generalTicketSchema, ticketSchemaFor } from './support.tickets.schemas.js';

describe('support contracts', () => {
  it('trim the contact form and tell the old form by its subject codes unless it says which it is', () => {
    const body = contactSchema.parse({
      name: ' Ana ',
      email: ' ana@example.com ',
      subject: 'duvida',
      message: ' Oi ',
    });
    expect(body).toMatchObject({ name: 'Ana', email: 'ana@example.com', subject: 'duvida', message: 'Oi' });
    expect(contactFormOf(body)).toBe('legacy');
    expect(contactFormOf({ subject: 'Minha dúvida' })).toBe('contact');
    expect(contactFormOf({ form: 'contact', subject: 'duvida' })).toBe('contact');
  });

  it('give the form the limit of the ticket type: 300 for host, 500 for general', () => {
    const message = 'm'.repeat(301);
    expect(
      ticketSchemaFor('general').safeParse({
        ticket_type: 'general',
        name: 'Ana',
        email: 'a@b.co',
        subject: 's',
        message,
      }).success,
    ).toBe(true);
    const host = ticketSchemaFor('host').safeParse({
      ticket_type: 'host',
      indication_id: '3f0c7b2e-8a1d-4c5e-9f00-1234567890ab',
      subject: 's',
      message,
    });
    expect(host.error?.issues.map((i) => i.message)).toEqual(['Mensagem deve ter no máximo 300 caracteres']);
  });

  it('read a missing honeypot as empty and a filled one as an invalid form', () => {
    const valid = { ticket_type: 'general', name: 'Ana', email: 'a@b.co', subject: 's', message: 'm' };
    expect(generalTicketSchema.safeParse(valid).success).toBe(true);
    expect(generalTicketSchema.safeParse({ ...valid, honeypot: 'x' }).error?.issues[0]?.message).toBe(
      'Formulário inválido',
    );
  });

  it('default the admin list to page 1 of 10 and read empty filters as none', () => {
    expect(adminTicketsQuerySchema.parse({ type: '', status: '', search: '  ' })).toEqual({
      page: 1,
      per_page: 10,
    });
    expect(adminTicketsQuerySchema.parse({ page: '3', per_page: '50', status: 'open' })).toMatchObject({
      page: 3,
      per_page: 50,
      status: 'open',
    });
  });
});

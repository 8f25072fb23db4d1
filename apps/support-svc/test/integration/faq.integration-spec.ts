import { beforeAll, describe, expect, it } from '@jest/globals';
import { type FaqItem, faqCategories } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { FaqHandlers } from '../../src/faq/faq.handlers.js';
import { supportSuite } from '../support/suite.js';

describe('support-svc FAQ: nine categories in pt-BR, search, one vote per user per question', () => {
  const t = supportSuite('support_faq');
  let faq: FaqHandlers;

  beforeAll(() => {
    faq = t.get(FaqHandlers);
  });

  const all = async (userId?: string) =>
    (await faq.listFaq({ query: {}, ...(userId ? { user_id: userId } : {}) })).faqs;
  const byId = async (id: number, userId?: string) => (await all(userId)).find((q) => q.id === id)!;

  it('lists at least three questions for each of the nine categories, in chip order, with zero counts', async () => {
    const { faqs, categories } = await faq.listFaq({ query: {} });
    expect(categories).toEqual([
      { id: 'geral', label: 'Geral' },
      { id: 'indicacoes', label: 'Indicações' },
      { id: 'votacao', label: 'Votação' },
      { id: 'anfitriao', label: 'Anfitrião' },
      { id: 'forum', label: 'Fórum' },
      { id: 'denuncias', label: 'Denúncias' },
      { id: 'cidades', label: 'Cidades' },
      { id: 'custos', label: 'Custos' },
      { id: 'dicas', label: 'Dicas' },
    ]);
    for (const { id, label } of faqCategories) {
      const questions = faqs.filter((q) => q.category === id);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      for (const q of questions) expect(q).toMatchObject({ category_label: label, user_vote: null });
    }
    const order = faqs.map((q) => faqCategories.findIndex((c) => c.id === q.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(faqs.every((q) => q.helpful_count === 0 && q.not_helpful_count === 0)).toBe(true);
    expect(faqs.every((q) => q.question.endsWith('?') || q.question.endsWith('.'))).toBe(true);
  });

  it('states the product rules: the weekly cycle, the caps, the host deadline, the forum, cost and age', async () => {
    const text = (await all()).map((q) => `${q.question} ${q.answer}`).join('\n');
    for (const fact of [
      'segunda a quinta-feira',
      'uma indicação por semana',
      'um voto por pessoa por semana',
      'sexta-feira, à 00h00',
      'três locais mais votados',
      'aprovação dos administradores',
      'no máximo 10 indicações por semana',
      'sexta-feira, às 23h59',
      'no sábado à 00h00 a pessoa que confirmou presença primeiro',
      'De sexta-feira a domingo',
      'até 500 caracteres',
      'analisa cada denúncia',
      'gratuito',
      'precisa ficar na sua cidade',
      '18 anos',
    ])
      expect(text).toContain(fact);
  });

  it('filters by category and searches questions and answers without minding accents or case', async () => {
    const hosts = await faq.listFaq({ query: { category: 'anfitriao' } });
    expect(hosts.faqs.length).toBeGreaterThanOrEqual(3);
    expect(hosts.faqs.every((q) => q.category === 'anfitriao')).toBe(true);

    const found = (await faq.listFaq({ query: { search: 'FORUM anfitriao' } })).faqs;
    expect(found.length).toBeGreaterThan(0);
    for (const q of found) expect(`${q.question} ${q.answer}`.toLowerCase()).toMatch(/fórum|forum/);

    expect(
      (await faq.listFaq({ query: { search: 'custa', category: 'custos' } })).faqs.map((q) => q.question),
    ).toContain('Quanto custa usar o Encontro?');
    expect((await faq.listFaq({ query: { search: 'xilofone submarino' } })).faqs).toEqual([]);
    // An unknown category, sent as is: the handler's @Rpc wrapper refuses it.
    await expect(faq.listFaq({ query: { category: 'outra' } as never })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { category: ['Categoria inválida'] },
    });
  });

  it('counts one vote per user per question: the same vote again changes nothing, the other vote moves it', async () => {
    const [question] = await all();
    const ana = randomUUID();
    const bruno = randomUUID();
    const vote = (userId: string, helpful: boolean) =>
      faq.faqFeedback({ user_id: userId, faq_id: String(question!.id), body: { helpful } });

    await expect(vote(ana, true)).resolves.toMatchObject({
      message: 'Obrigado pelo seu feedback!',
      faq: { id: question!.id, helpful_count: 1, not_helpful_count: 0, user_vote: true },
    });
    await vote(ana, true);
    expect(await byId(question!.id)).toMatchObject({ helpful_count: 1, not_helpful_count: 0 });

    await expect(vote(ana, false)).resolves.toMatchObject({
      faq: { helpful_count: 0, not_helpful_count: 1, user_vote: false },
    });
    await vote(bruno, true);
    expect(await byId(question!.id)).toMatchObject({
      helpful_count: 1,
      not_helpful_count: 1,
      user_vote: null,
    });
    expect(await byId(question!.id, ana)).toMatchObject({ user_vote: false });
    expect(await byId(question!.id, bruno)).toMatchObject({ user_vote: true });
    const [stored] = await t.sql<{ n: string }>(
      `select count(*) as n from ${t.table('faq_feedback')} where question_id = ?`,
      [question!.id],
    );
    expect(Number(stored!.n)).toBe(2);
  });

  it('keeps one vote per user when the same person votes many times at once, and counts many people exactly', async () => {
    const question = (await all())[1]!;
    const carla = randomUUID();
    const vote = (userId: string, helpful: boolean) =>
      faq.faqFeedback({ user_id: userId, faq_id: String(question.id), body: { helpful } });
    await Promise.all(Array.from({ length: 10 }, () => vote(carla, true)));
    expect(await byId(question.id)).toMatchObject({ helpful_count: 1, not_helpful_count: 0 });

    const people = Array.from({ length: 30 }, () => randomUUID());
    await Promise.all(people.map((p, i) => vote(p, i % 3 !== 0)));
    const after: FaqItem = await byId(question.id);
    expect(after).toMatchObject({ helpful_count: 1 + 20, not_helpful_count: 10 });
  });

  it('refuses a vote on an unknown question, and a vote without its answer', async () => {
    const userId = randomUUID();
    for (const id of ['999999', 'abc', '-1', '1.5'])
      await expectRefusal(
        faq.faqFeedback({ user_id: userId, faq_id: id, body: { helpful: true } }),
        'FAQ_NOT_FOUND',
        'Pergunta não encontrada.',
      );
    const [question] = await all();
    await expect(
      faq.faqFeedback({ user_id: userId, faq_id: String(question!.id), body: {} as { helpful: boolean } }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { helpful: ['Informe se a resposta foi útil.'] },
    });
  });
});

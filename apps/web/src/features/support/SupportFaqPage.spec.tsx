import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { faqCategories, type FaqItem } from '@encontro/contracts';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const faq = (id: number, category: FaqItem['category'], question: string, answer: string): FaqItem => ({
  id,
  category,
  category_label: faqCategories.find((c) => c.id === category)!.label,
  question,
  answer,
  helpful_count: 3,
  not_helpful_count: 1,
  user_vote: null,
});

const faqs = [
  faq(1, 'votacao', 'Quantas vezes posso votar?', 'Um voto por pessoa por semana.'),
  faq(2, 'indicacoes', 'Quando posso indicar um local?', 'De segunda a quinta-feira.'),
  faq(3, 'anfitriao', 'O que faz o anfitrião?', 'Confirma o encontro até sexta às 23h59.'),
];

const list = { faqs, categories: faqCategories.map(({ id, label }) => ({ id, label })) };

async function openFaq(token?: string) {
  const app = await renderApp('/support/faq', token ? { token } : {});
  await screen.findByRole('heading', { level: 1, name: 'Perguntas Frequentes' });
  await screen.findByText('Quantas vezes posso votar?');
  return app;
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Perguntas' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(/[+−]$/, ''));

jest.setTimeout(20_000);

describe('SupportFaqPage', () => {
  it('shows the nine category chips and filters by category', async () => {
    mockApi({ 'GET /api/support/faq': { body: list } });
    const { user: u } = await openFaq();
    const chips = within(screen.getByRole('group', { name: 'Categorias' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Todas',
      'Geral',
      'Indicações',
      'Votação',
      'Anfitrião',
      'Fórum',
      'Denúncias',
      'Cidades',
      'Custos',
      'Dicas',
    ]);
    await u.click(chips.getByRole('button', { name: 'Votação' }));
    expect(chips.getByRole('button', { name: 'Votação' })).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toEqual(['Quantas vezes posso votar?']);
    await u.click(chips.getByRole('button', { name: 'Todas' }));
    expect(questions()).toHaveLength(3);
  });

  it('searches questions and answers ignoring accents and case, with an empty state linking to contact', async () => {
    mockApi({ 'GET /api/support/faq': { body: list } });
    const { user: u } = await openFaq();
    await u.type(screen.getByRole('searchbox', { name: 'Buscar nas perguntas' }), 'ANFITRIAO');
    expect(questions()).toEqual(['O que faz o anfitrião?']);
    await u.clear(screen.getByRole('searchbox', { name: 'Buscar nas perguntas' }));
    await u.type(screen.getByRole('searchbox', { name: 'Buscar nas perguntas' }), 'quinta');
    expect(questions()).toEqual(['Quando posso indicar um local?']);
    expect(screen.getByText('1 pergunta encontrada')).toBeInTheDocument();
    await u.type(screen.getByRole('searchbox', { name: 'Buscar nas perguntas' }), 'xyz');
    expect(screen.getByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Perguntas' })).getByRole('link', { name: 'Fale Conosco' }),
    ).toHaveAttribute('href', '/support/contact');
  });

  it('expands an answer as an accessible disclosure', async () => {
    mockApi({ 'GET /api/support/faq': { body: list } });
    const { user: u } = await openFaq();
    const toggle = screen.getByRole('button', { name: /Quantas vezes posso votar\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Um voto por pessoa por semana.')).not.toBeVisible();
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Um voto por pessoa por semana.')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByText('Um voto por pessoa por semana.'),
    );
  });

  it('sends feedback and shows the new counts', async () => {
    const calls = mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      'GET /api/support/faq': { body: list },
      'POST /api/support/faq/1/feedback': {
        body: {
          message: 'Obrigado pelo seu feedback!',
          faq: { ...faqs[0], helpful_count: 4, user_vote: true },
        },
      },
    });
    const { user: u } = await openFaq('jwt');
    await u.click(screen.getByRole('button', { name: /Quantas vezes posso votar\?/ }));
    const feedback = within(screen.getAllByRole('group', { name: 'Esta resposta foi útil?' })[0]!);
    expect(feedback.getByRole('button', { name: 'Não útil (1)' })).toBeInTheDocument();
    await u.click(feedback.getByRole('button', { name: 'Útil (3)' }));
    expect(await screen.findByText('Obrigado pelo seu feedback!')).toBeInTheDocument();
    expect(feedback.getByRole('button', { name: 'Útil (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ helpful: true });
  });

  it('tells a signed-out visitor to log in to vote', async () => {
    const calls = mockApi({ 'GET /api/support/faq': { body: list } });
    const { user: u } = await openFaq();
    await u.click(screen.getByRole('button', { name: /Quantas vezes posso votar\?/ }));
    await u.click(screen.getAllByRole('button', { name: 'Não útil (1)' })[0]!);
    expect(screen.getByText(/Faça login para avaliar esta resposta./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an error state when the questions do not load', async () => {
    mockApi({ 'GET /api/support/faq': { status: 500, body: {} } });
    await renderApp('/support/faq');
    expect(await screen.findByText('Erro ao carregar as perguntas frequentes.')).toBeInTheDocument();
  });
});

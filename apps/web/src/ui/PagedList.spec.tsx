import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStore } from '../../test/utils';
import { EmptyState } from './EmptyState';
import { PagedList, type ListQuery, type ListTexts, type PageMeta } from './PagedList';

const loaded: ListQuery = { isLoading: false, isFetching: false, isError: false, refetch: () => undefined };
const names = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `Item ${from + i}`);
const texts: ListTexts = {
  loading: 'Carregando itens...',
  loadFailed: 'Erro ao carregar itens.',
  noun: 'itens',
  pages: 'Páginas de itens',
};
const empty = <EmptyState title="Nenhum item encontrado." />;
const itemList = (shown: readonly string[]) => (
  <ul aria-label="Itens">
    {shown.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

function List({
  query = loaded,
  items,
  meta,
  onPage = () => undefined,
  pagination,
}: {
  query?: ListQuery;
  items: string[];
  meta?: PageMeta;
  onPage?: (page: number) => void;
  pagination?: 'always' | 'several';
}) {
  return (
    <PagedList
      query={query}
      texts={texts}
      items={items}
      paging={{ meta, onPage }}
      pagination={pagination}
      empty={empty}
    >
      {itemList}
    </PagedList>
  );
}

/** Every item in the browser, 5 at a time. */
function ClientList({ count }: { count: number }) {
  const [page, setPage] = useState(1);
  const [items, setItems] = useState(() => names(count));
  return (
    <>
      <button type="button" onClick={() => setItems((all) => all.slice(0, 4))}>
        Deixar 4
      </button>
      <PagedList
        query={loaded}
        texts={texts}
        items={items}
        paging={{ page, perPage: 5, onPage: setPage }}
        empty={empty}
      >
        {itemList}
      </PagedList>
    </>
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Itens' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PagedList', () => {
  it('says it is loading, as a status', () => {
    renderWithStore(<List query={{ ...loaded, isLoading: true }} items={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando itens...');
  });

  it('says a load failed, never "empty", and retries with Tentar novamente', async () => {
    const refetch = jest.fn();
    const { user } = renderWithStore(<List query={{ ...loaded, isError: true, refetch }} items={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar itens.');
    expect(screen.queryByText('Nenhum item encontrado.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is nothing', () => {
    renderWithStore(
      <List items={[]} meta={{ page: 1, per_page: 10, total: 0, last_page: 1, total_exact: true }} />,
    );
    expect(screen.getByText('Nenhum item encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a server page with "Mostrando X a Y de N" and Anterior / Próxima', async () => {
    const onPage = jest.fn();
    const { user } = renderWithStore(
      <List
        items={names(10, 11)}
        meta={{ page: 2, per_page: 10, total: 25, last_page: 3, total_exact: true }}
        onPage={onPage}
      />,
    );
    expect(screen.getByText('Mostrando 11 a 20 de 25 itens')).toBeInTheDocument();
    expect(shown()).toHaveLength(10);
    const pages = within(screen.getByRole('navigation', { name: 'Páginas de itens' }));
    expect(pages.getByText('Página 2 de 3')).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Próxima' }));
    await user.click(pages.getByRole('button', { name: 'Anterior' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('says "mais de 1.000" when the server stopped counting there', () => {
    renderWithStore(
      <List
        items={names(20)}
        meta={{ page: 1, per_page: 20, total: 1_000, last_page: 50, total_exact: false, from: 1, to: 20 }}
      />,
    );
    expect(screen.getByText('Mostrando 1 a 20 de mais de 1.000 itens')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 50')).toBeInTheDocument();
  });

  it('uses the server’s own from and to when it gives them', () => {
    renderWithStore(
      <List
        items={names(3)}
        meta={{ page: 1, per_page: 10, total: 3, last_page: 1, total_exact: true, from: 1, to: 3 }}
      />,
    );
    expect(screen.getByText('Mostrando 1 a 3 de 3 itens')).toBeInTheDocument();
  });

  it('keeps Anterior / Próxima on a single page only when asked to', () => {
    const meta = { page: 1, per_page: 10, total: 3, last_page: 1, total_exact: true };
    const { unmount } = renderWithStore(<List items={names(3)} meta={meta} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    renderWithStore(<List items={names(3)} meta={meta} pagination="always" />);
    const pages = within(screen.getByRole('navigation', { name: 'Páginas de itens' }));
    expect(pages.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('pages a whole list in the browser', async () => {
    const { user } = renderWithStore(<ClientList count={12} />);
    expect(screen.getByText('Mostrando 1 a 5 de 12 itens')).toBeInTheDocument();
    expect(shown()).toEqual(names(5));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Mostrando 11 a 12 de 12 itens')).toBeInTheDocument();
    expect(shown()).toEqual(['Item 11', 'Item 12']);
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
  });

  it('shows the last page when the list shrank below the page asked for', async () => {
    const { user } = renderWithStore(<ClientList count={12} />);
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('button', { name: 'Deixar 4' }));
    expect(screen.getByText('Mostrando 1 a 4 de 4 itens')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing/renderWithHost';
import {
  DataTable,
  firstTableQuery,
  SEARCH_DEBOUNCE_MS,
  useTableQuery,
  type DataTableColumn,
  type TableQuery,
} from './DataTable';

interface Syndic {
  id: string;
  name: string;
  city: string;
  contact: { email: string };
  tags: string[];
  lots: number;
  site: string;
}

const syndics: Syndic[] = Array.from({ length: 23 }, (_, i) => ({
  id: `s${i}`,
  name: `Syndic ${String(i).padStart(2, '0')}`,
  city: i % 2 ? 'Lyon' : 'Paris',
  contact: { email: `gestion${i}@exemple.fr` },
  tags: i === 7 ? ['Copropriété Horizon'] : [],
  lots: 100 - i,
  site: 'https://www.exemple.fr/syndics/fiche-tres-longue-adresse',
}));

const columns: DataTableColumn<Syndic>[] = [
  { key: 'name', label: 'Nom' },
  { key: 'city', label: 'Ville' },
  { key: 'lots', label: 'Lots', align: 'right' },
  { key: 'contact', label: 'Contact', format: (_v, row) => row.contact.email },
  { key: 'tags', label: 'Étiquettes', sortable: false },
  { key: 'site', label: 'Site', searchable: false },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function renderTable(props: Partial<Parameters<typeof DataTable<Syndic>>[0]> = {}) {
  return renderWithHost(
    <DataTable
      rows={syndics}
      columns={columns}
      rowKey={(row) => row.id}
      title="Syndics"
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows a titled table, 10 rows per page by default, with the pagination offering 10, 25, 50 and 100', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'Syndics' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    const size = screen.getByLabelText('Lignes par page :');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect(screen.getByText('1–10 sur 23')).toBeInTheDocument();
  });

  it('pages forward and back, and shows more rows when the page size changes', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('11–20 sur 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Lignes par page :'), '25');
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('1–23 sur 23')).toBeInTheDocument();
  });

  it('searches case-insensitively through searchable fields, nested objects and arrays', async () => {
    const user = userEvent.setup();
    renderTable();
    const search = screen.getByLabelText('Recherche Magic');
    await user.type(search, 'HORIZON');
    expect(firstCells()).toEqual(['Syndic 07']);
    await user.clear(search);
    await user.type(search, 'gestion12@');
    expect(firstCells()).toEqual(['Syndic 12']);
    await user.clear(search);
    // 'site' is not searchable
    await user.type(search, 'fiche-tres');
    expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
  });

  it('sorts by a column, then reverses, announcing the order to assistive technologies', async () => {
    const user = userEvent.setup();
    renderTable();
    const lots = screen.getByRole('button', { name: /Lots/ });
    await user.click(lots);
    expect(screen.getByRole('columnheader', { name: /Lots/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(firstCells()[0]).toBe('Syndic 22');
    await user.click(lots);
    expect(screen.getByRole('columnheader', { name: /Lots/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstCells()[0]).toBe('Syndic 00');
    expect(
      within(screen.getByRole('columnheader', { name: 'Étiquettes' })).queryByRole('button'),
    ).toBeNull();
  });

  it('starts from the initial sort', () => {
    renderTable({ initialSort: { key: 'name', direction: 'desc' } });
    expect(firstCells()[0]).toBe('Syndic 22');
  });

  it('truncates plain text over 20 characters and URLs at 30, keeping the full text as a tooltip; formatted cells stay whole', () => {
    renderWithHost(
      <DataTable
        rows={[
          {
            id: '1',
            label: 'Résidence les Jardins du Parc',
            site: 'https://www.exemple.fr/syndics/fiche-tres-longue',
            email: 'une-adresse-tres-longue@exemple.fr',
          },
        ]}
        columns={[
          { key: 'label', label: 'Libellé' },
          { key: 'site', label: 'Site' },
          { key: 'email', label: 'Courriel', format: (value) => String(value) },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toHaveLength(20);
    expect(cells[0]!.textContent!.endsWith('…')).toBe(true);
    expect(cells[0]).toHaveAttribute('title', 'Résidence les Jardins du Parc');
    expect(cells[1]!.textContent).toHaveLength(30);
    expect(cells[2]!.textContent).toBe('une-adresse-tres-longue@exemple.fr');
  });

  it('opens a row by click or keyboard, and its actions do not open it', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    const onDelete = jest.fn();
    renderTable({
      onRowClick,
      actions: (row) => (
        <button type="button" onClick={() => onDelete(row.id)}>
          Supprimer
        </button>
      ),
    });
    await user.click(screen.getAllByRole('button', { name: 'Supprimer' })[0]!);
    expect(onDelete).toHaveBeenCalledWith('s0');
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Syndic 01'));
    expect(onRowClick).toHaveBeenLastCalledWith(syndics[1]);
    bodyRows()[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(syndics[2]);
  });
});

describe('DataTable driven by the server', () => {
  const many: Syndic[] = Array.from({ length: 1234 }, (_, i) => ({
    ...syndics[i % syndics.length]!,
    id: `m${i}`,
    name: `Syndic ${String(i).padStart(4, '0')}`,
    lots: i,
  }));

  /** The API's part, played in the test: filter, sort and cut the page the query asks for. */
  function answer(query: TableQuery) {
    const matched = query.q ? many.filter((row) => row.name.includes(query.q!)) : many;
    const sorted = [...matched].sort((a, b) =>
      query.sort === 'lots' ? a.lots - b.lots : a.name.localeCompare(b.name),
    );
    if (query.direction === 'desc') sorted.reverse();
    const start = (query.page - 1) * query.pageSize;
    return { items: sorted.slice(start, start + query.pageSize), total: matched.length };
  }

  function Screen({ asked, loading = false }: { asked: jest.Mock; loading?: boolean }) {
    const [query, setQuery] = useTableQuery({ key: 'name', direction: 'asc' });
    const page = answer(query);
    asked(query);
    return (
      <DataTable
        title="Syndics"
        rows={page.items}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        server={{
          total: page.total,
          query,
          onQueryChange: setQuery,
          sortKeys: ['name', 'lots'],
          noun: { one: 'syndic', other: 'syndics' },
        }}
      />
    );
  }

  const lastQuery = (asked: jest.Mock) => asked.mock.calls.at(-1)![0] as TableQuery;

  it('shows the page it is given with the total, « 1 234 syndics », and asks for the next page', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    renderWithHost(<Screen asked={asked} />);
    // the text is « 1 234 syndics » with French non-breaking spaces (the matcher folds them)
    expect(screen.getByText('1 234 syndics')).toBeInTheDocument();
    expect(screen.getByText('1–10 sur 1234')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Syndic 0000');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(lastQuery(asked)).toEqual({ page: 2, pageSize: 10, sort: 'name', direction: 'asc' });
    expect(firstCells()[0]).toBe('Syndic 0010');
    await user.selectOptions(screen.getByLabelText('Lignes par page :'), '100');
    expect(lastQuery(asked)).toMatchObject({ page: 1, pageSize: 100 });
    expect(bodyRows()).toHaveLength(100);
  });

  it('sorts on the server’s sortable columns only, announcing the order, from the first page', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    renderWithHost(<Screen asked={asked} />);
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.click(screen.getByRole('button', { name: /Lots/ }));
    expect(lastQuery(asked)).toEqual({ page: 1, pageSize: 10, sort: 'lots', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: /Lots/ }));
    expect(lastQuery(asked)).toMatchObject({ sort: 'lots', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Lots/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstCells()[0]).toBe('Syndic 1233');
    // the API does not sort on the town: its header is plain text
    expect(
      within(screen.getByRole('columnheader', { name: 'Ville' })).queryByRole('button'),
    ).toBeNull();
  });

  it('sends the search once typing pauses, from the first page, and shows what matched', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const asked = jest.fn();
      renderWithHost(<Screen asked={asked} />);
      await user.click(screen.getByRole('button', { name: 'Page suivante' }));
      await user.type(screen.getByLabelText('Recherche Magic'), '123');
      expect(lastQuery(asked).q).toBeUndefined();
      act(() => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(lastQuery(asked)).toEqual({
        page: 1,
        pageSize: 10,
        sort: 'name',
        direction: 'asc',
        q: '123',
      });
      expect(asked.mock.calls.filter(([query]) => query.q)).toHaveLength(1);
      expect(firstCells()).toEqual([
        'Syndic 0123',
        'Syndic 1123',
        'Syndic 1230',
        'Syndic 1231',
        'Syndic 1232',
        'Syndic 1233',
      ]);
      expect(screen.getByText('6 syndics')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the rows on screen while the next page loads, marked busy', () => {
    renderWithHost(<Screen asked={jest.fn()} loading />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the list is empty when the API found nothing, and loading when it has not answered yet', () => {
    const props = {
      columns,
      rowKey: (row: Syndic) => row.id,
      server: {
        total: 0,
        query: firstTableQuery(),
        onQueryChange: jest.fn(),
        sortKeys: [],
        noun: { one: 'syndic', other: 'syndics' },
      },
    };
    const { rerender } = renderWithHost(<DataTable {...props} rows={[]} loading />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    rerender(<DataTable {...props} rows={[]} emptyMessage="Aucun syndic" />);
    expect(screen.getByText('Aucun syndic')).toBeInTheDocument();
    expect(screen.getByText('0 syndic')).toBeInTheDocument();
  });

  it('goes back to the last page when the one shown no longer exists', () => {
    const onQueryChange = jest.fn();
    renderWithHost(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(row) => row.id}
        server={{ total: 21, query: { page: 4, pageSize: 10 }, onQueryChange, sortKeys: [] }}
      />,
    );
    expect(onQueryChange).toHaveBeenCalledWith({ page: 3, pageSize: 10 });
  });
});

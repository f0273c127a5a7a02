import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing/renderWithHost';
import { DataTable, type DataTableColumn } from './DataTable';

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

import type { ReactNode } from 'react';
import { TextTable } from '@ped/ui';

/**
 * A value of the API and what it means, one row each (offers, fields, states, document
 * types), read from @ped/domain as the API's own schemas are; `more` adds a third column.
 */
export function MeaningsTable({
  head,
  rows,
  more,
}: {
  head: [string, string] | [string, string, string];
  rows: Array<[string | number, string]>;
  more?: (value: string | number) => ReactNode;
}) {
  return (
    <TextTable>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([value, meaning]) => (
          <tr key={value}>
            <td>
              <code>{value}</code>
            </td>
            <td>{meaning}</td>
            {more ? <td>{more(value)}</td> : null}
          </tr>
        ))}
      </tbody>
    </TextTable>
  );
}

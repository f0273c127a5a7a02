import { useState } from 'react';
import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import type { QuestionAnswer } from '../question-answer';

const List = styled.div`
  display: grid;
  gap: 8px;
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0;
    font-size: ${typeScale.md};
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 14px 16px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &::after {
    content: '+';
    font-size: ${typeScale.xl};
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Panel = styled.div`
  padding: 0 16px 16px;
  p {
    margin: 0;
  }
`;

/**
 * Questions as disclosure buttons (WAI-ARIA accordion pattern): each button says whether
 * its answer is shown and which region it controls. The first answer starts open.
 * Ids come from `idPrefix`, not React's useId: a pre-rendered page is rendered apart from the
 * shell's tree, where useId would number it otherwise (docs/decisions/051).
 */
export function FaqAccordion({
  items,
  idPrefix = 'faq',
}: {
  items: readonly QuestionAnswer[];
  /** unique in the page (one accordion per page needs none) */
  idPrefix?: string;
}) {
  const baseId = idPrefix;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <List data-testid="faq">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-reponse-${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {item.question}
              </Toggle>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p>{item.answer}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}

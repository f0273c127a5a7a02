import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

export interface GuessQuestionProps {
  /** « Nous pensons qu’il s’agit d’… : est-ce exact ? » */
  question: string;
  onConfirm(): void;
  onReject(): void;
}

/**
 * What a form shows instead of prefilling a guess it is unsure of: the guess as a question,
 * « Oui » filling it in, « Non » leaving the person to choose.
 */
export function GuessQuestion({ question, onConfirm, onReject }: GuessQuestionProps) {
  return (
    <Alert variant="info">
      <p>{question}</p>
      <Actions>
        <Button type="button" onClick={onConfirm}>
          Oui, c’est exact
        </Button>
        <Button type="button" $variant="secondary" onClick={onReject}>
          Non, je choisis moi-même
        </Button>
      </Actions>
    </Alert>
  );
}

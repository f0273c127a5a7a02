import styled from 'styled-components';
import { typeScale } from '@ped/ui';

const Quote = styled.figure`
  margin: 0;
  padding: 24px;
  text-align: center;
  blockquote {
    margin: 0 auto 8px;
    max-width: 720px;
    font-size: ${typeScale.lg};
    font-style: italic;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function PressMention() {
  return (
    <Quote data-testid="press-mention">
      <blockquote>
        « Faire établir son pré-état daté en ligne permet d’éviter les délais et les frais facturés
        par certains syndics, sans rien perdre de la conformité exigée par le notaire. »
      </blockquote>
      <figcaption>
        La Lettre de la copropriété, dossier «&nbsp;Vendre en copropriété&nbsp;»
      </figcaption>
    </Quote>
  );
}

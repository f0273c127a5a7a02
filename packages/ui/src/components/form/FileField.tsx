import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../Button';
import { FieldFrame } from './Field';
import { typeScale } from '../../theme/type-scale';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The native input stays focusable and labelled; its look is replaced by the button below. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const PickButton = styled.span<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Chosen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${typeScale.sm};
  overflow-wrap: anywhere;
`;

export interface FileFieldProps {
  id?: string;
  label: ReactNode;
  /** e.g. 'application/pdf,image/*' */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  buttonLabel?: string;
  onFiles(files: File[]): void;
}

export function FileField({
  id,
  label,
  accept,
  multiple,
  disabled,
  required,
  hint,
  error,
  buttonLabel = 'Choisir un fichier',
  onFiles,
}: FileFieldProps) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <Row>
          <label htmlFor={wiring.id} style={{ position: 'relative' }}>
            <HiddenInput
              {...wiring}
              type="file"
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              required={required}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                setNames(files.map((file) => file.name));
                onFiles(files);
              }}
            />
            <PickButton $variant="secondary" aria-hidden="true">
              {buttonLabel}
            </PickButton>
          </label>
          <Chosen aria-live="polite">
            {names.length ? names.join(', ') : 'Aucun fichier choisi'}
          </Chosen>
        </Row>
      )}
    </FieldFrame>
  );
}

import styled from 'styled-components';

/** A form's fields, one under the other; `disabled` freezes them all while the form is sent. */
export const FormFieldset = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithHost } from '../../testing/renderWithHost';
import { AmountField } from './AmountField';
import { Checkbox } from './Checkbox';
import { DateField } from './DateField';
import { FileField } from './FileField';
import { FormError } from './FormError';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

describe('form fields', () => {
  it('TextField ties its label, hint and error to the input', () => {
    renderWithHost(
      <TextField
        label="E-mail"
        hint="Votre adresse professionnelle"
        error="L’e-mail est requis"
        required
        defaultValue=""
      />,
    );
    const input = screen.getByLabelText(/E-mail/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Votre adresse professionnelle L’e-mail est requis');
  });

  it('TextArea keeps what is typed', async () => {
    renderWithHost(<TextArea label="Commentaire" />);
    await userEvent.type(screen.getByLabelText('Commentaire'), 'Lot 12, 3e étage');
    expect(screen.getByLabelText('Commentaire')).toHaveValue('Lot 12, 3e étage');
  });

  it('Select offers a placeholder and its options', async () => {
    const onChange = jest.fn();
    renderWithHost(
      <Select
        label="Formule"
        placeholder="Choisir…"
        options={[
          { value: 'free', label: 'Gratuit' },
          { value: 'experts', label: 'Experts' },
        ]}
        value=""
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Formule'), 'experts');
    expect(onChange).toHaveBeenCalledWith('experts');
    expect(screen.getByRole('option', { name: 'Choisir…' })).toHaveValue('');
  });

  it('Checkbox is labelled by its text', async () => {
    renderWithHost(<Checkbox label="Envoyer un e-mail au client" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Envoyer un e-mail au client' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('RadioGroup is a named group returning the chosen value', async () => {
    function Review() {
      const [value, setValue] = useState<'in_one_hour' | 'tomorrow_evening' | 'none'>(
        'tomorrow_evening',
      );
      return (
        <RadioGroup
          legend="Demande d’avis"
          name="review"
          value={value}
          onChange={(next) => setValue(next)}
          options={[
            { value: 'in_one_hour', label: 'Dans une heure' },
            { value: 'tomorrow_evening', label: 'Demain soir' },
            { value: 'none', label: 'Non' },
          ]}
        />
      );
    }
    renderWithHost(<Review />);
    expect(screen.getByRole('group', { name: 'Demande d’avis' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Demain soir' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    expect(screen.getByRole('radio', { name: 'Non' })).toBeChecked();
  });

  it('DateField gives back the ISO day', () => {
    const onChange = jest.fn();
    renderWithHost(<DateField label="Date de délivrance" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Date de délivrance'), {
      target: { value: '2026-03-12' },
    });
    expect(onChange).toHaveBeenCalledWith('2026-03-12');
  });

  it('FileField passes its accept list to the input and names the chosen files', async () => {
    const onFiles = jest.fn();
    renderWithHost(
      <FileField label="Document" accept="application/pdf,image/*" onFiles={onFiles} />,
    );
    const input = screen.getByLabelText(/Document/);
    expect(input).toHaveAttribute('accept', 'application/pdf,image/*');
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    const file = new File(['%PDF'], 'reglement.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('reglement.pdf')).toBeInTheDocument();
  });

  it('AmountField reads French amounts and flags unreadable ones after leaving the field, keeping the text', async () => {
    function Amount({ onAmount }: { onAmount(value: number | null): void }) {
      const [text, setText] = useState('');
      return (
        <AmountField
          label="Charges courantes"
          value={text}
          onChange={(next, euros) => {
            setText(next);
            onAmount(euros);
          }}
        />
      );
    }
    const onAmount = jest.fn();
    renderWithHost(<Amount onAmount={onAmount} />);
    const input = screen.getByLabelText('Charges courantes');
    await userEvent.type(input, '1 234,56');
    expect(onAmount).toHaveBeenLastCalledWith(1234.56);
    await userEvent.clear(input);
    await userEvent.type(input, '12,345');
    expect(onAmount).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(input).toHaveValue('12,345');
    expect(input).toHaveAccessibleDescription(
      'Montant invalide : saisissez un nombre, par exemple 1 234,56',
    );
  });

  it('FormError shows the server message as an alert, and nothing without one', () => {
    const { rerender } = renderWithHost(<FormError>Identifiants incorrects</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Identifiants incorrects');
    rerender(<FormError />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

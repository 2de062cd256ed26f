import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { Combobox } from './Combobox.tsx';
import { FieldRow } from './FieldRow.tsx';
import { Input } from './Input.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { SegmentedControl } from './SegmentedControl.tsx';
import { Select } from './Select.tsx';

afterEach(cleanup);
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Input', () => {
  it('default: labelled, no error', () => {
    render(<Input label="Company" />);
    const i = screen.getByLabelText('Company');
    expect(i.getAttribute('aria-invalid')).toBeNull();
    expect(i.getAttribute('aria-describedby')).toBeNull();
  });
  it('hint and error are read with the field; the error marks it invalid', () => {
    render(<Input label="ZIP" hint="5 digits" error="Enter a ZIP code." />);
    const i = screen.getByLabelText('ZIP');
    expect(i.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(i)).toBe('5 digits | Enter a ZIP code.');
  });
  it('loading is busy; disabled is disabled', () => {
    render(<Input label="Name" loading disabled />);
    const i = screen.getByLabelText('Name') as HTMLInputElement;
    expect(i.getAttribute('aria-busy')).toBe('true');
    expect(i.disabled).toBe(true);
  });
  it('typing calls onChange', () => {
    const onChange = vi.fn();
    render(<Input label="Name" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Select', () => {
  it('loading disables it until the options come; error marks it invalid', () => {
    const { rerender } = render(
      <Select label="Facility" loading>
        <option>INDY</option>
      </Select>,
    );
    const s = screen.getByLabelText('Facility') as HTMLSelectElement;
    expect(s.disabled).toBe(true);
    expect(s.getAttribute('aria-busy')).toBe('true');
    rerender(
      <Select label="Facility" error="Pick a facility.">
        <option>INDY</option>
      </Select>,
    );
    expect(s.disabled).toBe(false);
    expect(s.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('hideLabel', () => {
  it('the label stays the accessible name but is hidden from sight; without it the label shows', () => {
    render(
      <FieldRow>
        <Select label="Status" hideLabel value="" onChange={() => {}}>
          <option value="">Any</option>
        </Select>
        <Input label="Search" />
      </FieldRow>,
    );
    const s = screen.getByLabelText('Status');
    expect(s.tagName).toBe('SELECT');
    expect(screen.getByText('Status').className).toBe('visually-hidden');
    expect(screen.getByText('Search').className).toBe('');
    expect(s.closest('.ui-field-row')).not.toBeNull();
  });
});

describe('Checkbox', () => {
  it('toggles by its label; error and disabled', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox label="Gift wrap" onChange={onChange} />);
    fireEvent.click(screen.getByText('Gift wrap'));
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<Checkbox label="Gift wrap" error="Required." disabled />);
    const c = screen.getByRole('checkbox', { name: 'Gift wrap' }) as HTMLInputElement;
    expect(c.disabled).toBe(true);
    expect(c.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(c)).toBe('Required.');
  });
});

describe('RadioGroup', () => {
  it('a fieldset named by its legend; choosing calls onChange; a disabled option cannot be chosen', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="Shipping"
        name="ship"
        value="ground"
        onChange={onChange}
        options={[
          { value: 'ground', label: 'Ground' },
          { value: 'air', label: 'Air', hint: '2 days' },
          { value: 'sea', label: 'Sea', disabled: true },
        ]}
        error="Pick one."
      />,
    );
    expect(screen.getByRole('group', { name: 'Shipping' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ground' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Air' }));
    expect(onChange).toHaveBeenCalledWith('air');
    expect((screen.getByRole('radio', { name: 'Sea' }) as HTMLInputElement).disabled).toBe(true);
    expect(describedText(screen.getByRole('radio', { name: 'Air' }))).toBe('2 days');
  });
});

function Segments() {
  const [v, setV] = useState<'grid' | 'list' | 'map' | 'table'>('grid');
  return (
    <SegmentedControl
      label="View"
      value={v}
      onChange={setV}
      segments={[
        { value: 'grid', label: 'Grid' },
        { value: 'list', label: 'List' },
        { value: 'map', label: 'Map', disabled: true },
        { value: 'table', label: 'Table' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('one tab stop; arrows, Home and End move the choice and the focus, skipping disabled ones', () => {
    render(<Segments />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect(radio('Grid').getAttribute('aria-checked')).toBe('true');
    expect(radio('Grid').tabIndex).toBe(0);
    expect(radio('List').tabIndex).toBe(-1);
    radio('Grid').focus();
    fireEvent.keyDown(radio('Grid'), { key: 'ArrowRight' });
    expect(radio('List').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('List'));
    fireEvent.keyDown(radio('List'), { key: 'ArrowRight' });
    expect(radio('Table').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('Table'), { key: 'ArrowRight' });
    expect(radio('Grid').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio('Grid'), { key: 'End' });
    expect(document.activeElement).toBe(radio('Table'));
    fireEvent.keyDown(radio('Table'), { key: 'Home' });
    expect(radio('Grid').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(radio('List'));
    expect(radio('List').getAttribute('aria-checked')).toBe('true');
  });
});

describe('Combobox', () => {
  it('typing filters; arrows move the active option; Enter picks; Escape closes', () => {
    const onChange = vi.fn();
    render(
      <Combobox
        label="Country"
        value={null}
        onChange={onChange}
        options={[
          { value: 'US', label: 'United States' },
          { value: 'GB', label: 'United Kingdom' },
          { value: 'DE', label: 'Germany' },
        ]}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(box, { target: { value: 'unit' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'United States',
      'United Kingdom',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'United Kingdom',
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('GB');
    expect((box as HTMLInputElement).value).toBe('United Kingdom');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

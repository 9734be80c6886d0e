import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';
import { CoordinateInput, type CoordinateInputProps } from './CoordinateInput.js';

/** The input as a form uses it: the texts live in the parent. */
function Harness(props: Partial<CoordinateInputProps> & { initial?: { latitude: string; longitude: string } }) {
  const [texts, setTexts] = useState(props.initial ?? { latitude: '', longitude: '' });
  return (
    <>
      <CoordinateInput
        latitude={texts.latitude}
        longitude={texts.longitude}
        onChange={(axis, text) => setTexts((t) => ({ ...t, [axis]: text }))}
        {...props}
      />
      <output data-testid="kept">{`${texts.latitude}|${texts.longitude}`}</output>
    </>
  );
}

const kept = () => screen.getByTestId('kept').textContent;

describe('CoordinateInput', () => {
  it('takes decimal degrees and shows them in both forms', async () => {
    renderWithFieldwatch(<Harness />);
    await userEvent.type(screen.getByLabelText('Latitude'), '51.5285582');
    await userEvent.type(screen.getByLabelText('Longitude'), '-0.2416815');
    expect(kept()).toBe('51.5285582|-0.2416815');
    const readout = screen.getByRole('group', { name: 'Location' });
    expect(within(readout).getByText('51.528558, -0.241682')).toBeTruthy();
    expect(within(readout).getByText(`51°31'42.81"N 0°14'30.06"W`)).toBeTruthy();
  });

  it('says beside the field when a coordinate is out of range or missing', async () => {
    renderWithFieldwatch(<Harness />);
    await userEvent.type(screen.getByLabelText('Latitude'), '91');
    await userEvent.click(screen.getByLabelText('Longitude'));
    await userEvent.tab();
    expect(screen.getByText('Latitude must be a number between -90 and 90')).toBeTruthy();
    expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required Field')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Longitude'), '181');
    expect(screen.getByText('Longitude must be a number between -180 and 180')).toBeTruthy();
  });

  it('accepts degrees, minutes and seconds with N/S and E/W, converted to 6 decimals', async () => {
    renderWithFieldwatch(<Harness />);
    await userEvent.click(screen.getByLabelText('Degrees, minutes, seconds'));
    const latitude = screen.getByRole('group', { name: 'Latitude' });
    await userEvent.type(within(latitude).getByLabelText('Degrees'), '51');
    await userEvent.type(within(latitude).getByLabelText('Minutes'), '31');
    await userEvent.type(within(latitude).getByLabelText('Seconds'), '42.81');
    const longitude = screen.getByRole('group', { name: 'Longitude' });
    await userEvent.type(within(longitude).getByLabelText('Degrees'), '0');
    await userEvent.type(within(longitude).getByLabelText('Minutes'), '14');
    await userEvent.type(within(longitude).getByLabelText('Seconds'), '30.05');
    await userEvent.selectOptions(within(longitude).getByLabelText('Hemisphere'), 'W');
    expect(screen.getByText('51.528558, -0.241681')).toBeTruthy();
    // back to decimal: the fields show the converted value with its 6 decimals
    await userEvent.click(screen.getByLabelText('Decimal degrees'));
    expect(screen.getByLabelText<HTMLInputElement>('Latitude').value).toBe('51.528558');
    expect(screen.getByLabelText<HTMLInputElement>('Longitude').value).toBe('-0.241681');
  });

  it('shows in the DMS fields a point set from outside (a pin moved on a map), and keeps what was typed there', async () => {
    function Outside() {
      const [texts, setTexts] = useState({ latitude: '', longitude: '' });
      return (
        <CoordinateInput
          latitude={texts.latitude}
          longitude={texts.longitude}
          onChange={(axis, text) => setTexts((t) => ({ ...t, [axis]: text }))}
        >
          <button type="button" onClick={() => setTexts({ latitude: '-33.867861', longitude: '151.207389' })}>
            Pin
          </button>
        </CoordinateInput>
      );
    }
    renderWithFieldwatch(<Outside />);
    await userEvent.click(screen.getByLabelText('Degrees, minutes, seconds'));
    const latitude = screen.getByRole('group', { name: 'Latitude' });
    await userEvent.type(within(latitude).getByLabelText('Degrees'), '5');
    expect(within(latitude).getByLabelText<HTMLInputElement>('Minutes').value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(within(latitude).getByLabelText<HTMLInputElement>('Degrees').value).toBe('33');
    expect(within(latitude).getByLabelText<HTMLInputElement>('Minutes').value).toBe('52');
    expect(within(latitude).getByLabelText<HTMLSelectElement>('Hemisphere').value).toBe('S');
    const longitude = screen.getByRole('group', { name: 'Longitude' });
    expect(within(longitude).getByLabelText<HTMLInputElement>('Degrees').value).toBe('151');
    expect(within(longitude).getByLabelText<HTMLSelectElement>('Hemisphere').value).toBe('E');
  });

  it('forces minutes and seconds to 0 at 90° latitude and 180° longitude', async () => {
    renderWithFieldwatch(<Harness initial={{ latitude: '45.5', longitude: '10.25' }} defaultFormat="dms" />);
    const latitude = screen.getByRole('group', { name: 'Latitude' });
    expect(within(latitude).getByLabelText<HTMLInputElement>('Minutes').value).toBe('30');
    const degrees = within(latitude).getByLabelText('Degrees');
    await userEvent.clear(degrees);
    await userEvent.type(degrees, '90');
    const minutes = within(latitude).getByLabelText<HTMLInputElement>('Minutes');
    expect(minutes.value).toBe('0');
    expect(minutes.disabled).toBe(true);
    expect(kept()).toBe(`90°0'0"N|10.25`);
    const longitude = screen.getByRole('group', { name: 'Longitude' });
    await userEvent.clear(within(longitude).getByLabelText('Degrees'));
    await userEvent.type(within(longitude).getByLabelText('Degrees'), '180');
    expect(within(longitude).getByLabelText<HTMLInputElement>('Seconds').disabled).toBe(true);
    expect(screen.getByText('90.000000, 180.000000')).toBeTruthy();
  });

  it('refuses minutes over 59 in DMS', async () => {
    renderWithFieldwatch(<Harness defaultFormat="dms" />);
    const latitude = screen.getByRole('group', { name: 'Latitude' });
    await userEvent.type(within(latitude).getByLabelText('Degrees'), '10');
    await userEvent.type(within(latitude).getByLabelText('Minutes'), '75');
    await userEvent.tab();
    expect(screen.getByText('Latitude must be a number between -90 and 90')).toBeTruthy();
  });

  it('copies either form to the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderWithFieldwatch(<Harness initial={{ latitude: '51.528558', longitude: '-0.241682' }} />);
    await user.click(screen.getByRole('button', { name: 'Copy decimal' }));
    expect(await navigator.clipboard.readText()).toBe('51.528558, -0.241682');
    expect(await screen.findByText('Decimal coordinates copied to the clipboard')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy DMS' }));
    expect(await navigator.clipboard.readText()).toBe(`51°31'42.81"N 0°14'30.06"W`);
    expect(await screen.findByText('DMS coordinates copied to the clipboard')).toBeTruthy();
  });

  it('cannot copy until both coordinates are valid', () => {
    renderWithFieldwatch(<Harness initial={{ latitude: '51.5', longitude: '' }} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy decimal' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy DMS' }).disabled).toBe(true);
  });

  it('shows the error the form gives instead of its own', () => {
    renderWithFieldwatch(<Harness latitudeError="Required Field" />);
    expect(screen.getByText('Required Field')).toBeTruthy();
  });
});

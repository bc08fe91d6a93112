import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';

import { FieldItem } from '../../../../src/components/resource-form/FieldItem';
import { readIndonesianNumber } from '../../../../src/locales/numbers';
import { findResource } from '../../../../src/resources';
import type { FieldDecl, Values } from '../../../../src/resources/types';

const user = userEvent.setup({ delay: null });

function fieldsOf(resource: string, keys: readonly string[]): FieldDecl[] {
  const fields = findResource(resource)?.fields ?? [];
  return keys.map((key) => {
    const found = fields.find((one) => one.key === key);
    if (!found) throw new Error(`no field ${key} in ${resource}`);
    return found;
  });
}

/** A form of the declared fields; resolves with what it would send once "Simpan" passes. */
function renderForm(fields: FieldDecl[]) {
  const finished: Values[] = [];
  render(
    <Form layout="vertical" onFinish={(values: Values) => finished.push(values)}>
      {fields.map((field) => (
        <FieldItem key={field.key} field={field} />
      ))}
      <Button htmlType="submit">Simpan</Button>
    </Form>,
  );
  return finished;
}

/** Types into a field as a person does (or pastes), then leaves it. */
async function enter(label: string, text: string, paste = false) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (paste) {
    await user.click(input);
    await user.paste(text);
  } else await user.type(input, text);
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('number and money inputs in Indonesian notation', () => {
  it('reads "." as thousands and "," as decimals', () => {
    expect(readIndonesianNumber('7.500.000,50')).toBe(7500000.5);
    expect(readIndonesianNumber('7500000,5')).toBe(7500000.5);
    expect(readIndonesianNumber('Rp 1.250.000.000')).toBe(1250000000);
    expect(readIndonesianNumber('120,5')).toBe(120.5);
    expect(readIndonesianNumber('-3')).toBe(-3);
    expect(readIndonesianNumber('')).toBeUndefined();
    expect(readIndonesianNumber('sejuta')).toBeNaN();
    expect(readIndonesianNumber('1,2,3')).toBeNaN();
    expect(readIndonesianNumber('7,500,000.50')).toBeNaN();
  });

  it('keeps a rupiah price whole: "7.500.000,50" typed and "7500000,5" pasted are Rp 7.500.000', async () => {
    const finished = renderForm(fieldsOf('area-master', ['building_price', 'land_price', 'apartment_price']));
    const building = screen.getByLabelText('Harga Bangunan / m²') as HTMLInputElement;
    await user.type(building, '7500000');
    expect(building.value).toBe('7.500.000'); // grouped as typed
    await enter('Harga Bangunan / m²', '7.500.000,50');
    expect(building.value).toBe('7.500.000');
    await enter('Harga Tanah / m²', '7500000,5', true);
    await enter('Harga Apartemen / m²', 'Rp 12.000.000', true);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ building_price: 7500000, land_price: 7500000, apartment_price: 12000000 });
  });

  it('keeps the decimals of an area ("120,5" m²)', async () => {
    const finished = renderForm(fieldsOf('listing', ['land_area']));
    expect((await enter('Luas Tanah', '1.250,5')).value).toBe('1.250,5');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ land_area: 1250.5 });
  });

  it('refuses a price of 0 and "-3" with a message on the field, never turning them into 0 or 3', async () => {
    const finished = renderForm(fieldsOf('listing', ['price', 'land_area', 'bedrooms']));
    await enter('Harga', '0');
    const area = await enter('Luas Tanah', '-3');
    expect(area.value).toBe('-3');
    await enter('Kamar Tidur', '-1');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Harga harus lebih dari 0.')).toBeInTheDocument();
    expect(await screen.findByText('Luas Tanah harus lebih dari 0.')).toBeInTheDocument();
    expect(await screen.findByText('Kamar Tidur tidak boleh kurang dari 0.')).toBeInTheDocument();
    expect(finished).toHaveLength(0);
    await enter('Harga', '850.000.000');
    await enter('Luas Tanah', '90');
    await enter('Kamar Tidur', '0');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ price: 850000000, land_area: 90, bedrooms: 0 });
  });
});

describe('text limits', () => {
  it('counts a listing title against its maximum and refuses a longer one with a message, without cutting it', async () => {
    const finished = renderForm(fieldsOf('listing', ['title']));
    const title = screen.getByLabelText('Judul') as HTMLInputElement;
    await user.click(title);
    await user.paste('Rumah '.repeat(20));
    expect(title.value).toHaveLength(120);
    expect(screen.getByText('120 / 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul paling banyak 100 karakter.')).toBeInTheDocument();
    expect(finished).toHaveLength(0);
    await user.clear(title);
    await user.type(title, 'Rumah Asri di Dago');
    expect(screen.getByText('18 / 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(finished).toHaveLength(1));
  });

  it('limits the names of master data too', () => {
    for (const resource of [
      'house-type',
      'master-trait',
      'extra-facility',
      'special-area',
      'area-master',
      'master-subscribe',
    ])
      expect(fieldsOf(resource, ['name'])[0].maxLength, resource).toBe(60);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';

import { FieldItem, type FormOf } from '../../../../src/engine/form/FieldItem';
import { readIndonesianNumber } from '../../../../src/locales/numbers';
import { findResource } from '../../../../src/resources';
import type { FieldDecl, Values } from '../../../../src/resources/types';
import { refusedWith } from '../../support/operations';

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
function renderForm(fields: FieldDecl[], of?: FormOf) {
  const finished: Values[] = [];
  render(
    <Form layout="vertical" onFinish={(values: Values) => finished.push(values)}>
      {fields.map((field) => (
        <FieldItem key={field.key} field={field} of={of} />
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

  it('refuses sen rather than cutting them, and groups plain digits once the field is left', async () => {
    const finished = renderForm(fieldsOf('area-master', ['building_price', 'land_price', 'apartment_price']));
    const building = await enter('Harga Bangunan / m²', '7.500.000,50');
    expect(building.value).toBe('7.500.000,50'); // kept as typed, never cut to 7.500.000
    await enter('Harga Tanah / m²', '7500000', true);
    expect((screen.getByLabelText('Harga Tanah / m²') as HTMLInputElement).value).toBe('7.500.000');
    await enter('Harga Apartemen / m²', 'Rp 12.000.000', true);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(/^Harga Bangunan \/ m² ditulis tanpa sen\./)).toBeInTheDocument();
    expect(finished).toHaveLength(0);
    await enter('Harga Bangunan / m²', '7.500.000,00');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ building_price: 7500000, land_price: 7500000, apartment_price: 12000000 });
  });

  it('keeps what a price reads as under it once the field is left and grouped: nothing under the pointer moves', async () => {
    renderForm(fieldsOf('area-master', ['land_price']));
    const price = screen.getByLabelText('Harga Tanah / m²') as HTMLInputElement;
    await user.click(price);
    await user.paste('Rp 30000000');
    expect(screen.getByText('= Rp 30.000.000')).toBeInTheDocument();
    // the press on "Simpan" blurs the field first: its text is grouped, the line under it stays
    fireEvent.blur(price);
    expect(price.value).toBe('30.000.000');
    expect(screen.getByText('= Rp 30.000.000')).toBeInTheDocument();
    expect(price.getAttribute('aria-describedby')).toContain('land_price-reading');
    // typed again, it reads what is typed
    await user.clear(price);
    await user.type(price, '25000000');
    expect(price.value).toBe('25.000.000');
    expect(screen.queryByText(/^= Rp/)).toBeNull();
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

describe("a listing's land area, judged with the type chosen", () => {
  it("takes an apartment's 0 or empty land area and refuses a house's 0, naming the type", async () => {
    const finished: Values[] = [];
    render(
      <Form layout="vertical" onFinish={(values: Values) => finished.push(values)}>
        {/* the type as the form holds it once chosen (in the listing form, a Master Data select) */}
        <Form.Item name="type" label="Tipe">
          <Input />
        </Form.Item>
        <FieldItem field={fieldsOf('listing', ['land_area'])[0]} />
        <Button htmlType="submit">Simpan</Button>
      </Form>,
    );
    const submit = () => user.click(screen.getByRole('button', { name: 'Simpan' }));
    await enter('Tipe', 'Rumah');
    await enter('Luas Tanah', '0');
    await submit();
    expect(await screen.findByText('Luas Tanah harus lebih dari 0 untuk Rumah.')).toBeInTheDocument();
    expect(finished).toHaveLength(0);

    // another type judges the area again at once
    await enter('Tipe', 'Apartemen');
    await waitFor(() => expect(screen.queryByText(/^Luas Tanah harus lebih dari 0/)).toBeNull());
    await submit();
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ type: 'Apartemen', land_area: 0 });

    await user.clear(screen.getByLabelText('Luas Tanah'));
    fireEvent.blur(screen.getByLabelText('Luas Tanah'));
    await submit();
    await waitFor(() => expect(finished).toHaveLength(2));
    expect(finished[1].land_area ?? null).toBeNull();
  });
});

describe('what people type into a price, a count or an area', () => {
  const submit = () => user.click(screen.getByRole('button', { name: 'Simpan' }));

  it('reads "1,5 M" as Rp 1.500.000.000, says so under the field and keeps the words typed', async () => {
    const finished = renderForm(fieldsOf('listing', ['price']));
    const price = await enter('Harga', '1,5 M');
    expect(price.value).toBe('1,5 M');
    expect(screen.getByText('= Rp 1.500.000.000')).toBeInTheDocument();
    expect(price.getAttribute('aria-describedby')).toContain('price-reading');
    await submit();
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ price: 1_500_000_000 });
  });

  it.each([
    ['750 jt', 750_000_000, '= Rp 750.000.000'],
    ['750 juta', 750_000_000, '= Rp 750.000.000'],
    ['1,5 miliar', 1_500_000_000, '= Rp 1.500.000.000'],
    ['Rp 1.500.000', 1_500_000, undefined],
  ])('"%s" is sent as %d', async (text, sent, reading) => {
    const finished = renderForm(fieldsOf('listing', ['price']));
    const price = screen.getByLabelText('Harga');
    await user.type(price, text);
    if (reading) expect(screen.getByText(reading)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ price: sent });
  });

  it.each([
    ['1,5', /^Harga ditulis tanpa sen\. Tulis angka bulat, atau beri satuannya/],
    ['satu setengah', 'Harga harus berupa angka, misalnya 1.500.000 atau 1,5 M.'],
    ['1,5 X', '"X" tidak dikenali. Pakai rb, jt, M atau T, misalnya 750 jt atau 1,5 M.'],
    ['1.5 M', /^Harga tidak terbaca: titik hanya memisahkan ribuan/],
    ['999999999999999999', 'Harga paling banyak Rp 1.000.000.000.000.'],
    ['2 T', 'Harga paling banyak Rp 1.000.000.000.000.'],
    ['500.000', 'Harga paling sedikit Rp 1.000.000.'],
    ['-1,5 M', 'Harga harus lebih dari 0.'],
  ])('refuses Harga "%s" with its reason and sends nothing', async (text, message) => {
    const finished = renderForm(fieldsOf('listing', ['price']));
    const price = await enter('Harga', text);
    // what was typed stays to be corrected (plain digits grouped as they come)
    expect(price.value).toBe(/^\d+$/.test(text) ? text.replace(/\B(?=(\d{3})+$)/g, '.') : text);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(finished).toHaveLength(0);
  });

  it('refuses 99.999.999.999 rooms and 2,5 rooms; an area indicator price of 99...9', async () => {
    const finished = renderForm([
      ...fieldsOf('listing', ['bedrooms', 'bathrooms']),
      ...fieldsOf('area-master', ['land_price']),
    ]);
    await enter('Kamar Tidur', '99.999.999.999');
    await enter('Kamar Mandi', '2,5');
    await enter('Harga Tanah / m²', '9'.repeat(24));
    await submit();
    await refusedWith(document.body, 'Kamar Tidur paling banyak 50 kamar.');
    await refusedWith(document.body, 'Kamar Mandi harus bilangan bulat, tanpa koma.');
    await refusedWith(document.body, 'Harga Tanah / m² paling banyak Rp 1.000.000.000.');
    expect(finished).toHaveLength(0);
    await enter('Kamar Tidur', '3 kamar');
    await enter('Kamar Mandi', '2');
    await enter('Harga Tanah / m²', '12,5 jt');
    await submit();
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ bedrooms: 3, bathrooms: 2, land_price: 12_500_000 });
  });

  it('groups digits as they come, keeps the caret by its digit, and never takes away a dot typed ("1.5" is no 15)', async () => {
    renderForm(fieldsOf('listing', ['price']));
    const price = screen.getByLabelText('Harga') as HTMLInputElement;
    await user.type(price, '1500000');
    expect(price.value).toBe('1.500.000');
    await user.type(price, '2', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(price.value).toBe('12.500.000');
    expect(price.selectionStart).toBe(2); // after the "2" typed, not at the end
    await user.clear(price);
    await user.type(price, '1.5');
    expect(price.value).toBe('1.5');
  });

  it('gives a phone the number pad for counts and the full keyboard for rupiah; arrows step a count', async () => {
    renderForm(fieldsOf('listing', ['price', 'bedrooms']));
    expect(screen.getByLabelText('Harga')).toHaveAttribute('inputmode', 'text');
    const rooms = screen.getByLabelText('Kamar Tidur') as HTMLInputElement;
    expect(rooms).toHaveAttribute('inputmode', 'decimal');
    await user.click(rooms);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(rooms.value).toBe('1'); // blank, then 0 (its least), 1, 2, back to 1
  });

  it('shows a value the form sets (a draft, a merge) in place of the text typed', async () => {
    const fields = fieldsOf('listing', ['price']);
    let api: ReturnType<typeof Form.useForm<Values>>[0] | undefined;
    function Harness() {
      const [form] = Form.useForm<Values>();
      api = form;
      return (
        <Form form={form} layout="vertical">
          <FieldItem field={fields[0]} />
        </Form>
      );
    }
    render(<Harness />);
    const price = await enter('Harga', '1,5 M');
    act(() => api?.setFieldsValue({ price: 2_250_000_000 }));
    expect(price.value).toBe('2.250.000.000');
    expect(api?.getFieldValue('price')).toBe(2_250_000_000);
  });

  it('warns, as it is typed and without refusing, of a price far from the fair price of the listing', async () => {
    const finished = renderForm(fieldsOf('listing', ['price']), {
      resource: 'listing',
      id: 'x',
      record: { price: 1_400_000_000, fairprice: 1_500_000_000 },
    });
    await enter('Harga', '150 jt');
    const warning =
      'Periksa lagi: harga ini 90% di bawah harga wajar (Harga wajar: Rp 1.500.000.000). Data tetap bisa disimpan.';
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(finished).toHaveLength(1));
    expect(finished[0]).toEqual({ price: 150_000_000 });
    await enter('Harga', '4 M');
    expect(await screen.findByText(/^Periksa lagi: harga ini 167% di atas harga wajar/)).toBeInTheDocument();
    // within half of it: nothing to say
    await enter('Harga', '1,7 M');
    await waitFor(() => expect(screen.queryByText(/^Periksa lagi/)).not.toBeInTheDocument());
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
    await refusedWith(document.body, 'Judul paling banyak 100 karakter.');
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

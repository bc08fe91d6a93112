import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { fromFormValues, toFormValues } from '../../../../src/engine/common/form-values';
import { listingFields } from '../../../../src/resources/listing';
import type { FieldDecl } from '../../../../src/resources/types';

const fields: FieldDecl[] = [
  { key: 'title', label: 'Judul' },
  { key: 'description', label: 'Deskripsi', type: 'textarea' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'price', label: 'Harga', type: 'money' },
  { key: 'visit', label: 'Kunjungan', type: 'date' },
  { key: 'certificate', label: 'Sertifikat', type: 'select', options: [{ label: 'SHM', value: 'SHM' }] },
  { key: 'photos', label: 'Foto', type: 'images' },
  {
    key: 'facilities',
    label: 'Fasilitas',
    type: 'select',
    reference: { resource: 'extra-facility', optionLabel: 'name', optionValue: 'name', multiple: true },
  },
  {
    key: 'type',
    label: 'Tipe',
    reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
  },
  { key: 'premium', label: 'Premium', type: 'boolean' },
];

const record = {
  title: 'Rumah Asri',
  description: 'Dekat stasiun',
  email: 'a@b.id',
  price: 1_250_000_000,
  visit: '2025-01-05',
  certificate: 'SHM',
  photos: ['https://cdn/1.jpg'],
  facilities: ['Kolam'],
  type: 'Rumah',
  premium: true,
};

describe('fromFormValues', () => {
  it('on edit, sends every field the person emptied as empty for its type', () => {
    const initial = toFormValues(fields, record);
    const cleared = {
      title: 'Rumah Asri',
      description: '   ',
      email: '',
      price: null,
      visit: null,
      certificate: undefined,
      photos: [],
      facilities: [],
      type: undefined,
      premium: false,
    };
    expect(fromFormValues(fields, cleared, initial)).toEqual({
      title: 'Rumah Asri',
      description: '',
      email: '',
      price: null,
      visit: null,
      certificate: null,
      photos: [],
      facilities: [],
      type: null,
      premium: false,
    });
  });

  it('on edit, leaves out a field that was blank before and still is, and sends what was changed', () => {
    const initial = toFormValues(fields, { title: 'Rumah Asri' });
    expect(fromFormValues(fields, { ...initial, title: ' Rumah Baru ', description: '' }, initial)).toEqual({
      title: 'Rumah Baru',
    });
  });

  it('on create, leaves blanks out (empty lists included) and formats dates', () => {
    expect(
      fromFormValues(fields, {
        title: 'Rumah',
        description: '',
        price: null,
        photos: [],
        facilities: [],
        visit: dayjs('2025-02-03'),
        premium: false,
      }),
    ).toEqual({ title: 'Rumah', visit: '2025-02-03', premium: false });
  });

  it("a listing's cleared Deskripsi, Alamat and photos are sent on edit", () => {
    const initial = toFormValues(listingFields, {
      title: 'Rumah',
      description: 'Lama',
      address: 'Jl. Mawar 1',
      photos: ['https://cdn/1.jpg'],
    });
    const body = fromFormValues(
      listingFields,
      { ...initial, description: '', address: '', photos: [] },
      initial,
    );
    expect(body).toMatchObject({ description: '', address: '', photos: [] });
  });
});

describe('fromFormValues: numbers', () => {
  it('sends a number a record stored as text as the number it reads as', () => {
    const money: FieldDecl[] = [{ key: 'price', label: 'Harga', type: 'money' }];
    expect(fromFormValues(money, { price: '1500000000' })).toEqual({ price: 1_500_000_000 });
    expect(fromFormValues(money, { price: 'Rp 1.500.000' })).toEqual({ price: 1_500_000 });
    expect(fromFormValues(money, { price: 750_000_000 })).toEqual({ price: 750_000_000 });
  });
});

describe('fromFormValues: phone numbers', () => {
  it('sends every way of writing a number in one form, and a text that is no number as typed', () => {
    const phone: FieldDecl[] = [{ key: 'phone', label: 'Telepon', type: 'phone' }];
    for (const typed of ['0812 3456 7890', '081234567890', '62 812-3456-7890', '+6281234567890'])
      expect(fromFormValues(phone, { phone: typed })).toEqual({ phone: '+62 812-3456-7890' });
    expect(fromFormValues(phone, { phone: ' 12ab ' })).toEqual({ phone: '12ab' });
  });
});

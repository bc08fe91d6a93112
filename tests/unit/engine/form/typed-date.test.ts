import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { readTypedDate } from '../../../../src/components/date-input';
import { unlikelyDates } from '../../../../src/engine/form/past-dates';
import type { FieldDecl } from '../../../../src/resources/types';

import '../../../../src/theme/dayjs-setup';

const dateOf = (text: string, withTime = true) => {
  const read = readTypedDate(text, withTime);
  return read.kind === 'date' ? read.date.format('YYYY-MM-DD HH:mm') : read;
};
const reasonOf = (text: string, withTime = true) => {
  const read = readTypedDate(text, withTime);
  return read.kind === 'refused' ? read.reason : `not refused: ${JSON.stringify(read)}`;
};

describe('readTypedDate', () => {
  it('reads the forms people type, with the time as 14:30, 14.30 or 9:05', () => {
    expect(dateOf('25/11/2026 14:30')).toBe('2026-11-25 14:30');
    expect(dateOf('25-11-2026 14.30')).toBe('2026-11-25 14:30');
    expect(dateOf(' 5/1/2026   9:05 ')).toBe('2026-01-05 09:05');
    expect(dateOf('2026-11-25 00:00')).toBe('2026-11-25 00:00');
    expect(dateOf('2026-11-25T23:59')).toBe('2026-11-25 23:59');
    expect(dateOf('25 Nov 2026 14:30')).toBe('2026-11-25 14:30');
    expect(dateOf('25 November 2026 pukul 14.30')).toBe('2026-11-25 14:30');
    expect(dateOf('17 Agt 2026 08:00')).toBe('2026-08-17 08:00');
    expect(dateOf('17 agustus 2026 08:00')).toBe('2026-08-17 08:00');
    expect(dateOf('29/02/2028', false)).toBe('2028-02-29 00:00');
    expect(dateOf('30/11/2026', false)).toBe('2026-11-30 00:00');
    expect(readTypedDate('   ', true)).toEqual({ kind: 'empty' });
  });

  it('refuses a day the month does not have, and says how many days it has', () => {
    expect(reasonOf('31/11/2026 09:00')).toBe('Tanggal 31/11/2026 tidak ada: November hanya 30 hari.');
    expect(reasonOf('2026-04-31', false)).toBe('Tanggal 31/04/2026 tidak ada: April hanya 30 hari.');
    expect(reasonOf('29/02/2027', false)).toBe('Tanggal 29/02/2027 tidak ada: Februari 2027 hanya 28 hari.');
    expect(reasonOf('30 Feb 2028', false)).toBe('Tanggal 30/02/2028 tidak ada: Februari 2028 hanya 29 hari.');
    expect(reasonOf('0/11/2026', false)).toBe('Tanggal 00/11/2026 tidak ada: November hanya 30 hari.');
  });

  it('refuses a month, an hour or a minute that does not exist, a year far off, and text it cannot read', () => {
    expect(reasonOf('12/13/2026', false)).toBe('Bulan 13 tidak ada: bulan hanya 1 sampai 12.');
    expect(reasonOf('25/11/2026 24:00')).toBe('Jam 24:00 tidak ada: jam hanya 00 sampai 23.');
    expect(reasonOf('25/11/2026 09:60')).toBe('Jam 09:60 tidak ada: menit hanya 00 sampai 59.');
    expect(reasonOf('25/11/20266', false)).toBe(
      '"25/11/20266" tidak dikenali sebagai tanggal. Tulis seperti 25/11/2026.',
    );
    expect(reasonOf('25/11/0026', false)).toBe(
      'Tahun 26 di luar jangkauan: tulis tahun antara 1900 dan 2100.',
    );
    expect(reasonOf('25 Nofember 2026', false)).toBe(
      'Bulan "Nofember" tidak dikenali. Tulis seperti 25/11/2026.',
    );
    expect(reasonOf('besok jam 9')).toBe(
      '"besok jam 9" tidak dikenali sebagai tanggal. Tulis seperti 25/11/2026 14:30.',
    );
    expect(reasonOf('25.11.2026', false)).toMatch(/tidak dikenali/);
  });

  it('asks for the time of a date-time, and for the date alone in a date field', () => {
    expect(reasonOf('25/11/2026')).toBe('Tulis juga jamnya, mis. 25/11/2026 09:00.');
    expect(reasonOf('25/11/2026 09:00', false)).toBe('Isi tanggalnya saja, tanpa jam, mis. 25/11/2026.');
  });
});

describe('unlikelyDates', () => {
  const now = dayjs('2026-11-25T10:00:00');
  const visit: FieldDecl = { key: 'date', label: 'Tanggal', type: 'datetime', askIfPast: true };
  const plain: FieldDecl = { key: 'end', label: 'Selesai', type: 'datetime' };

  it('names a new time already past, not one ahead, nor a field that does not ask', () => {
    const past = dayjs('2026-11-25T09:59:00');
    expect(
      unlikelyDates([visit, plain], { date: past, end: past }, undefined, now).map((p) => p.field.key),
    ).toEqual(['date']);
    expect(unlikelyDates([visit], { date: dayjs('2026-11-25T10:05:00') }, undefined, now)).toEqual([]);
    expect(unlikelyDates([visit], { date: null }, undefined, now)).toEqual([]);
  });

  it('asks nothing of an edit that keeps the time it had, even a past one', () => {
    const past = dayjs('2026-11-01T09:00:00');
    expect(unlikelyDates([visit], { date: past }, { date: dayjs('2026-11-01T09:00:00') }, now)).toEqual([]);
    expect(unlikelyDates([visit], { date: past }, { date: dayjs('2026-12-01T09:00:00') }, now)).toHaveLength(
      1,
    );
  });

  it('names a time further ahead than its declared horizon: 2099 for a viewing, not next month', () => {
    const viewing: FieldDecl = { ...visit, askIfBeyondDays: 365 };
    const far = unlikelyDates([viewing], { date: dayjs('2099-11-25T14:30:00') }, undefined, now);
    expect(far.map(({ field, kind }) => [field.key, kind])).toEqual([['date', 'far']]);
    expect(unlikelyDates([viewing], { date: dayjs('2026-12-25T14:30:00') }, undefined, now)).toEqual([]);
    // a field with no horizon takes any time ahead
    expect(unlikelyDates([visit], { date: dayjs('2099-11-25T14:30:00') }, undefined, now)).toEqual([]);
    // an edit that keeps its far time asks nothing again
    const kept = dayjs('2099-01-01T09:00:00');
    expect(unlikelyDates([viewing], { date: kept }, { date: kept }, now)).toEqual([]);
  });

  it('compares a date field by day: today is not past', () => {
    const day: FieldDecl = { ...visit, type: 'date' };
    expect(unlikelyDates([day], { date: dayjs('2026-11-25') }, undefined, now)).toEqual([]);
    expect(unlikelyDates([day], { date: dayjs('2026-11-24') }, undefined, now)).toHaveLength(1);
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import {
  formatDayShort,
  formatPercent,
  formatTick,
  formatValue,
} from '../../../../src/components/charts/chart-format';
import {
  breakdownOf,
  changeOf,
  dailySeries,
  daysOf,
  lengthInDays,
  presetPeriod,
  previousPeriod,
  totalsOf,
} from '../../../../src/components/charts/period';
import { summaryOf } from '../../../../src/components/charts/summary';

const today = dayjs('2026-11-22T15:30:00');

describe('period maths', () => {
  it('ends the presets today, today included', () => {
    expect(presetPeriod('7d', today)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetPeriod('30d', today)).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect(presetPeriod('90d', today)).toEqual({ start: '2026-08-25', end: '2026-11-22' });
    expect(presetPeriod('month', today)).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(lengthInDays(presetPeriod('90d', today))).toBe(90);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ start: '2026-11-16', end: '2026-11-22' })).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
    });
    // across a month and a leap day
    expect(previousPeriod({ start: '2028-03-01', end: '2028-03-10' })).toEqual({
      start: '2028-02-20',
      end: '2028-02-29',
    });
    expect(previousPeriod({ start: '2026-11-22', end: '2026-11-22' })).toEqual({
      start: '2026-11-21',
      end: '2026-11-21',
    });
  });

  it('counts no days in a backwards or unreadable period', () => {
    expect(lengthInDays({ start: '2026-11-22', end: '2026-11-01' })).toBe(0);
    expect(lengthInDays({ start: 'kemarin', end: '2026-11-01' })).toBe(0);
    expect(daysOf({ start: '2026-10-30', end: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('sums totals, skipping text and missing values', () => {
    const rows = [{ visitors: 10, leads: 2 }, { visitors: '5', leads: null }, { visitors: 'n/a' }];
    expect(totalsOf(rows, ['visitors', 'leads'])).toEqual({ visitors: 15, leads: 2 });
    expect(totalsOf([], ['visitors'])).toEqual({ visitors: 0 });
  });

  it('gives the change against the previous total, none when there is nothing to compare', () => {
    expect(changeOf(110, 100)).toEqual({ percent: 10, direction: 'up' });
    expect(changeOf(80, 120)).toEqual({ percent: -33.3, direction: 'down' });
    expect(changeOf(50, 50)).toEqual({ percent: 0, direction: 'flat' });
    expect(changeOf(5, 0)).toEqual({ direction: 'up' });
    expect(changeOf(5, undefined)).toEqual({ direction: 'flat' });
  });

  it('fills the days a series lacks with 0 and adds rows of the same day', () => {
    const rows = [
      { date: '2026-11-01', views: 3 },
      { date: '2026-11-03T10:00:00.000Z', views: 4 },
      { date: '2026-11-03', views: 1 },
    ];
    expect(dailySeries(rows, { start: '2026-11-01', end: '2026-11-04' }, 'views')).toEqual([3, 0, 5, 0]);
  });

  it('breaks down by a field, largest first, the tail as "Lainnya"', () => {
    const rows = ['a', 'b', 'b', 'c', 'c', 'c', 'd'].map((device) => ({ device }));
    expect(breakdownOf(rows, 'device')).toEqual([
      { label: 'c', value: 3 },
      { label: 'b', value: 2 },
      { label: 'a', value: 1 },
      { label: 'd', value: 1 },
    ]);
    expect(breakdownOf(rows, 'device', 3)).toEqual([
      { label: 'c', value: 3 },
      { label: 'b', value: 2 },
      { label: 'Lainnya', value: 2 },
    ]);
  });
});

describe('chart formats', () => {
  it('reads days, numbers, money and changes the Indonesian way', () => {
    expect(formatDayShort('2026-11-12')).toBe('12 Nov');
    expect(formatDayShort('2026-08-03')).toBe('3 Agt');
    expect(formatValue(1250)).toBe('1.250');
    expect(formatValue(1250000, 'rupiah')).toMatch(/^Rp\s?1\.250\.000$/);
    expect(formatTick(1200).replace(/\s/g, ' ')).toBe('1,2 rb');
    expect(formatTick(3_000_000, 'rupiah').replace(/\s/g, ' ')).toBe('Rp 3 jt');
    expect(formatPercent(12.5)).toBe('+12,5%');
    expect(formatPercent(-3)).toBe('-3%');
  });

  it('summarises a chart for screen readers', () => {
    expect(
      summaryOf({
        kind: 'line',
        labels: ['1 Nov', '2 Nov', '3 Nov'],
        series: [{ label: 'Pengunjung', values: [1200, 3400, 800] }],
      }),
    ).toBe('Pengunjung: total 5.400 dari 1 Nov sampai 3 Nov, tertinggi 3.400 pada 2 Nov.');
    expect(
      summaryOf({
        kind: 'doughnut',
        labels: ['Android', 'iOS'],
        series: [{ label: 'Jumlah', values: [55, 20] }],
      }),
    ).toBe('Android 55, iOS 20');
    expect(summaryOf({ kind: 'bar', labels: [], series: [] })).toBe('Data tidak ditemukan');
  });
});

import { describe, expect, it } from 'vitest';

import {
  keepReason,
  lastRejectReason,
  reasonText,
  startingReason,
} from '../../../../src/pages/listing/RejectReasonDialog';
import type { Signal } from '../../../../src/pages/listing/signals/detect';

const signal = (kind: Signal['kind']): Signal => ({ kind, reason: '' });

describe('a rejection’s reason', () => {
  it('is the template’s words, or the text written for "Lainnya"', () => {
    expect(reasonText({ template: 'contact' })).toBe('Kontak di deskripsi');
    expect(reasonText({ template: 'other', other: '  Alamat tidak sesuai peta ' })).toBe(
      'Alamat tidak sesuai peta',
    );
  });

  it('starts from the listing’s first signal, else from the one this user gave last', () => {
    expect(startingReason([signal('incomplete'), signal('price')], { template: 'duplicate' })).toEqual({
      reason: { template: 'photos' },
      from: 'incomplete',
    });
    expect(startingReason([signal('duplicate')], undefined).reason).toEqual({ template: 'duplicate' });
    expect(startingReason([], { template: 'other', other: 'x' })).toEqual({
      reason: { template: 'other', other: 'x' },
    });
    expect(startingReason(undefined, undefined)).toEqual({ reason: undefined });
  });

  it('is remembered per user, and a broken or foreign value is none', () => {
    keepReason('u1', { template: 'other', other: 'Foto buram' });
    keepReason('u2', { template: 'price' });
    expect(lastRejectReason('u1')).toEqual({ template: 'other', other: 'Foto buram' });
    expect(lastRejectReason('u2')).toEqual({ template: 'price' });
    expect(lastRejectReason('u3')).toBeUndefined();
    expect(lastRejectReason(undefined)).toBeUndefined();
    localStorage.setItem('pbo.pref.reject-reason:u4', '{not json');
    expect(lastRejectReason('u4')).toBeUndefined();
    keepReason('u5', { template: 'nonsense' as 'other' });
    expect(lastRejectReason('u5')).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  canonicalPhone,
  displayPhone,
  isMobile,
  normalizePhone,
  telHref,
  whatsAppHref,
} from '../../../src/components/phone';

describe('Indonesian phone numbers', () => {
  it.each([
    ['08123456789', '628123456789'],
    ['0812-3456-7890', '6281234567890'],
    ['0812.3456.7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['+62 (0812) 3456 7890', '6281234567890'],
    ['812 3456 7890', '6281234567890'],
    ['(021) 555-1234', '62215551234'],
    ['  0812-3456-7890  ', '6281234567890'],
  ])('reads %s as %s', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['', 'empty'],
    ['-', 'a dash'],
    ['abc', 'letters'],
    ['0812-34x6-7890', 'a letter inside'],
    ['+1 415 555 0100', "another country's code"],
    ['0812', 'too short'],
    ['0812345678901234', 'too long'],
    ['12345678', 'no 0, 62 or 8 at its start'],
    ['0812+3456', 'a plus inside'],
    [null, 'nothing'],
    [{ phone: '0812' }, 'a record'],
  ])('refuses %j (%s): no link', (typed, _why) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('tells a mobile number (WhatsApp) from a landline', () => {
    expect(isMobile('6281234567890')).toBe(true);
    expect(isMobile('62215551234')).toBe(false);
  });

  it('writes the call and chat addresses, the message encoded', () => {
    expect(telHref('6281234567890')).toBe('tel:+6281234567890');
    expect(whatsAppHref('6281234567890')).toBe('https://wa.me/6281234567890');
    expect(whatsAppHref('6281234567890', 'Halo, "Rumah Asri" & co')).toBe(
      'https://wa.me/6281234567890?text=Halo%2C%20%22Rumah%20Asri%22%20%26%20co',
    );
    expect(displayPhone('6281234567890')).toBe('+62 812-3456-7890');
    // a landline by its area code (two digits for Jakarta, Bandung, Surabaya; three elsewhere)
    expect(displayPhone('62225551234')).toBe('+62 22 555-1234');
    expect(displayPhone('622745512345')).toBe('+62 274 551-2345');
  });

  it('keeps every way of writing a number in one form, and a text that is no number as it is', () => {
    for (const typed of ['0812 3456 7890', '081234567890', '62 812-3456-7890', '+6281234567890'])
      expect(canonicalPhone(typed)).toBe('+62 812-3456-7890');
    expect(canonicalPhone('(021) 555-1234')).toBe('+62 21 555-1234');
    expect(canonicalPhone(' 12ab ')).toBe('12ab');
  });
});

import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';

import { textLength } from '../../../src/components/text-length';
import { rulesOf } from '../../../src/engine/form/rules';
import { findResource } from '../../../src/resources';
import type { FieldDecl } from '../../../src/resources/types';

describe('a text counted as a person counts it', () => {
  it('counts an emoji, a joined emoji, a flag and a letter with a separate accent as one character each', () => {
    expect(textLength('Rumah')).toBe(5);
    expect(textLength('🏠')).toBe(1);
    expect(textLength('👨‍👩‍👧')).toBe(1);
    expect(textLength('🇮🇩')).toBe(1);
    expect(textLength('👍🏽')).toBe(1);
    expect(textLength('Cafe\u0301')).toBe(4);
    expect(textLength('Sri 🙏🏼 Wahyuni')).toBe(13);
    expect(textLength('')).toBe(0);
  });
});

/** The message a field's rules give `value`, or undefined when they take it. */
async function problemOf(field: FieldDecl, value: string): Promise<string | undefined> {
  for (const rule of rulesOf(field)) {
    const object = (typeof rule === 'function' ? rule({} as never) : rule) as RuleObject;
    if (!object.validator) continue;
    try {
      await object.validator(object, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe("a field's longest text", () => {
  const name = findResource('lead-requests')?.fields?.find((one) => one.key === 'name') as FieldDecl;

  it('is declared for the texts people type: names, notes, addresses, a reply', () => {
    const limit = (resource: string, key: string) =>
      findResource(resource)?.fields?.find((one) => one.key === key)?.maxLength;
    expect(limit('lead-requests', 'name')).toBe(100);
    expect(limit('lead-requests', 'note')).toBe(1000);
    expect(limit('lead-messages', 'message')).toBe(2000);
    expect(limit('schedule', 'customer_name')).toBe(100);
    expect(limit('listing', 'address')).toBe(300);
  });

  it('takes 100 emoji for a name of at most 100 characters, and refuses the 101st in words', async () => {
    expect(await problemOf(name, '😀'.repeat(100))).toBeUndefined();
    expect(await problemOf(name, `${'a'.repeat(99)}👨‍👩‍👧`)).toBeUndefined();
    expect(await problemOf(name, '😀'.repeat(101))).toBe('Nama paling banyak 100 karakter.');
  });
});

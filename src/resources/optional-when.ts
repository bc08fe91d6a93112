/**
 * Whether `value`, what the record holds in the field `FieldDecl.optionalWhen` names (a listing's
 * type), lifts the field's `required` and `positive`: it is one of `when.values`, case and outer
 * spaces aside.
 */
export function isLifted(when: { values: readonly string[] } | undefined, value: unknown): boolean {
  if (!when || typeof value !== 'string') return false;
  const wanted = value.trim().toLowerCase();
  return when.values.some((one) => one.toLowerCase() === wanted);
}

/** The other field's value as a message names it ("wajib diisi untuk Rumah"), when it holds one. */
export function namedValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

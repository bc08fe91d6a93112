/** A minimal .xlsx workbook with one sheet of `rows`. */
export function makeXlsx(rows: readonly (readonly (string | number)[])[]): Uint8Array<ArrayBuffer>;

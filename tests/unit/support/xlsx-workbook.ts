import { strToU8, zipSync } from 'fflate';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An .xlsx workbook as a spreadsheet writes one: its sheet's `rows` (XML), and a cell style per entry
 * of `formats` (style 1 is the first), each a built-in number format's id or a format code of its own;
 * style 0 is General. `date1904` sets the workbook's 1904 date system.
 */
export function datedWorkbook(
  formats: readonly (number | string)[],
  rows: string,
  { date1904 = false } = {},
) {
  const custom = formats.flatMap((format, index) =>
    typeof format === 'string' ? [{ id: 164 + index, code: format }] : [],
  );
  const idOf = (format: number | string, index: number) =>
    typeof format === 'number' ? format : 164 + index;
  const styles =
    '<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${custom.length}">${custom
      .map(({ id, code }) => `<numFmt numFmtId="${id}" formatCode="${escape(code)}"/>`)
      .join('')}</numFmts>` +
    // a cell style format of its own (cellStyleXfs) is not a cell's style: only cellXfs is indexed by s
    '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 1}"><xf numFmtId="0" xfId="0"/>${formats
      .map((format, index) => `<xf numFmtId="${idOf(format, index)}" xfId="0" applyNumberFormat="1"/>`)
      .join('')}</cellXfs></styleSheet>`;
  return zipSync(
    {
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
          `${date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>'}` +
          '<sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>',
      ),
      'xl/styles.xml': strToU8(styles),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
      ),
    },
    { level: 1 },
  );
}

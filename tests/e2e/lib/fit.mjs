// What fitting a 1366 x 850 desktop means for a generic list (tests/e2e/specs/all-routes.spec.mjs walks
// every route with it, fit.spec.mjs checks the rest of the desktop fit).

export const VIEWPORT = { width: 1366, height: 850 };
export const ROWS = '.resource-list .ant-table-tbody tr.ant-table-row';

/** What does not fit in the list on screen, as sentences (empty when everything fits). */
export function misfits() {
  const out = [];
  const table = document.querySelector('.resource-list .ant-table-container');
  if (!table) return ['no table'];
  const area = table.getBoundingClientRect();
  const heads = [...table.querySelectorAll('.ant-table-thead th')].filter((th) => th.textContent.trim());
  const actionHeads = heads.filter((th) => th.textContent.trim() === 'Aksi');
  if (actionHeads.length > 1) out.push(`${actionHeads.length} "Aksi" columns`);
  const actions = actionHeads[0]?.getBoundingClientRect();
  const row = table.querySelector('.ant-table-tbody tr.ant-table-row');
  const cells = row ? [...row.children] : [];
  const headRow = heads[0]?.parentElement;
  for (const th of heads) {
    if (th === actionHeads[0]) continue;
    const name = th.textContent.trim();
    const index = [...headRow.children].indexOf(th);
    const boxes = [
      ['header', th.getBoundingClientRect()],
      ['cell', cells[index]?.getBoundingClientRect()],
    ];
    for (const [what, box] of boxes) {
      if (!box) {
        out.push(`${name}: no ${what}`);
        continue;
      }
      if (box.left < area.left - 1 || box.right > area.right + 1)
        out.push(
          `${name}: ${what} ${Math.round(box.left)}-${Math.round(box.right)} outside the table ${Math.round(area.left)}-${Math.round(area.right)}`,
        );
      if (actions && box.right > actions.left + 1)
        out.push(
          `${name}: ${what} ends at ${Math.round(box.right)}, under "Aksi" from ${Math.round(actions.left)}`,
        );
    }
  }
  // short values are whole: a figure, a date, a status or a short text is never cut
  const whole = ['money', 'number', 'date', 'datetime', 'status', 'flag', 'short'].map(
    (shape) => `.ant-table-tbody td.value-${shape}`,
  );
  for (const td of table.querySelectorAll(whole.join(','))) {
    if (td.scrollWidth > td.clientWidth + 1) out.push(`clipped cell "${td.textContent}"`);
  }
  return out;
}

/**
 * What of `selector` (the last rows, the pager) the undo toast covers once the page is scrolled to its
 * end, as sentences (empty when the notice covers none of it). The pointer rests on the notice first,
 * which holds its window while the page is measured.
 */
export async function coveredByToast(page, notice, selector) {
  await notice.hover();
  return notice.evaluate((box, what) => {
    document.scrollingElement.scrollTop = document.scrollingElement.scrollHeight;
    const over = box.getBoundingClientRect();
    return [...document.querySelectorAll(what)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => [el, el.getBoundingClientRect()])
      .filter(
        ([, r]) => r.left < over.right && r.right > over.left && r.top < over.bottom && r.bottom > over.top,
      )
      .map(
        ([el, r]) =>
          `${el.className.split(' ')[0]} "${el.textContent.slice(0, 30)}" ${Math.round(r.top)}-${Math.round(r.bottom)} under the notice from ${Math.round(over.top)}`,
      );
  }, selector);
}

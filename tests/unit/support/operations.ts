import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The rows of the screen's main table, once at least `atLeast` are loaded (the first test of a file,
 * whichever runs first, also loads the screen's code: slow on a loaded machine).
 */
export async function tableRows(root: ParentNode = document, atLeast = 1): Promise<HTMLElement[]> {
  await waitFor(
    () =>
      expect(root.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThanOrEqual(
        atLeast,
      ),
    { timeout: 30000 },
  );
  return [...root.querySelectorAll('.ant-table-tbody tr.ant-table-row')] as HTMLElement[];
}

/** The JSON body of the last recorded call matching method and path. */
export async function lastJson(requests: readonly Request[], method: string, pattern: RegExp) {
  const found = requests.filter((r) => r.method === method && pattern.test(new URL(r.url).pathname));
  const last = found[found.length - 1];
  return last ? ((await last.clone().json()) as Record<string, unknown>) : undefined;
}

export function calls(requests: readonly Request[], method: string, pattern: RegExp): Request[] {
  return requests.filter((r) => r.method === method && pattern.test(new URL(r.url).pathname));
}

/** The Error dialog's text. */
export async function errorDialogText(text: string) {
  const dialog = await findDialog('Error');
  await waitFor(() => expect(dialog).toHaveTextContent(text));
}

/**
 * The open modal or drawer titled `title` (in unit tests antd labels every dialog with the same test id, so
 * the accessible name cannot tell nested dialogs apart).
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = [...document.querySelectorAll<HTMLElement>('[role=dialog]')].find((dialog) => {
        const text = dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent ?? '';
        return typeof title === 'string' ? text === title : title.test(text);
      });
      expect(found, `dialog ${String(title)}`).toBeDefined();
    },
    { timeout: 10000 },
  );
  return found as HTMLElement;
}

/**
 * A field's message in `scope` once its check has ended. Each check (a key typed, a "Simpan") empties
 * the field's errors while it runs: a message shown before is still in the document as the key or the
 * click returns, then goes and comes back as a new element. Read at once (findByText), it was the one
 * about to go, and a check of it then failed on a detached element.
 */
export async function refusedWith(scope: HTMLElement, text: string): Promise<void> {
  await waitFor(() => {
    expect(scope.querySelector('.ant-form-item-is-validating')).toBeNull();
    expect(within(scope).getByText(text)).toBeInTheDocument();
  });
}

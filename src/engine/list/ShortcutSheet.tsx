import { Modal } from 'antd';
import { Fragment } from 'react';

import { useCloseOnBack } from '../../components/use-close-on-back';
import { ui } from '../../locales/ui';

const texts = ui.listKeys;

/** Which shortcuts the list offers (what its declaration allows). */
export interface OfferedKeys {
  open: boolean;
  select: boolean;
  edit: boolean;
  editCell: boolean;
  remove: boolean;
  search: boolean;
}

/** The keys of each shortcut (alternatives), and what it does. */
function shortcutsOf(offered: OfferedKeys): [string[][], string][] {
  const all: [string[][], string, boolean][] = [
    [[['↓'], ['↑'], ['j'], ['k']], texts.move, true],
    [
      [
        ['Shift', '↓'],
        ['Shift', '↑'],
      ],
      texts.extend,
      offered.select,
    ],
    [[['Enter']], texts.open, offered.open],
    [[['x'], [texts.space]], texts.toggle, offered.select],
    [[['e']], texts.edit, offered.edit],
    [[['F2']], texts.editCell, offered.editCell],
    [[['Delete']], texts.remove, offered.remove],
    [[['z']], texts.undo, offered.remove],
    [[['/']], texts.search, offered.search],
    [[['?']], texts.help, true],
  ];
  return all.filter(([, , shown]) => shown).map(([keys, what]) => [keys, what]);
}

/** "Pintasan keyboard": the list's shortcuts, opened with "?". */
export function ShortcutSheet({
  open,
  offered,
  onClose,
}: {
  open: boolean;
  offered: OfferedKeys;
  onClose: () => void;
}) {
  useCloseOnBack(open, onClose);
  return (
    <Modal open={open} title={texts.title} onCancel={onClose} footer={null} destroyOnHidden>
      <p className="shortcut-intro">{texts.intro}</p>
      <table className="shortcut-table">
        <thead>
          <tr>
            <th scope="col">{texts.keyHeader}</th>
            <th scope="col">{texts.whatHeader}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutsOf(offered).map(([keys, what]) => (
            <tr key={what}>
              <td>
                {keys.map((combo, at) => (
                  <Fragment key={combo.join('+')}>
                    {at > 0 && <span className="shortcut-or"> {texts.or} </span>}
                    {combo.map((key, place) => (
                      <Fragment key={key}>
                        {place > 0 && '+'}
                        <kbd>{key}</kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

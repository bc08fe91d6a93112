import { type TreeMenuItem, useCanWithoutCache } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, type InputRef, Modal } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import { entriesOf, searchEntries } from './palette-entries';

import './palette.css';

function leafNames(items: readonly TreeMenuItem[]): string[] {
  return items.flatMap((item) => (item.children.length ? leafNames(item.children) : [item.name]));
}

/** The screens among `names` whose declaration creates and whose `create` the access provider allows. */
function useCreatable(names: string[]): ReadonlySet<string> {
  const { can } = useCanWithoutCache();
  const answer = useQuery({
    queryKey: ['palette-create', names],
    queryFn: async () => {
      const withCreate = names.filter((name) => Boolean(findResource(name)?.create));
      const allowed = await Promise.all(
        withCreate.map(async (name) =>
          (can ? (await can({ resource: name, action: 'create' })).can : true) ? name : null,
        ),
      );
      return allowed.filter((name): name is string => name !== null);
    },
    staleTime: 5 * 60 * 1000,
  });
  return useMemo(() => new Set(answer.data ?? []), [answer.data]);
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The sidebar's tree, already kept to what the user may open. */
  items: TreeMenuItem[];
}

/** Ctrl+K / Cmd+K: jump to any screen of the user's menu, or to its create form where allowed. */
export default function CommandPalette({ open, onClose, items }: Props) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const creatable = useCreatable(useMemo(() => leafNames(items), [items]));
  const entries = useMemo(
    () =>
      // named as the form's title is: "Tambah Jadwal Kunjungan", not "Tambah Schedule List"
      entriesOf(items, creatable, (label, name) =>
        fill(insight.palette.create, { label: findResource(name)?.recordLabel ?? label }),
      ),
    [items, creatable],
  );
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const go = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    onClose();
    setQuery('');
    navigate(entry.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };
  const optionId = (index: number) => `palette-option-${index}`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      title={insight.palette.title}
      width={560}
      className="command-palette"
      destroyOnHidden
      // the dialog focuses its own frame once open, so the input takes the focus after it; on close the
      // dialog gives the focus back to what had it before (the search button, or the page for Ctrl+K)
      afterOpenChange={(visible) => (visible ? input.current?.focus() : setQuery(''))}
    >
      <Input
        ref={input}
        size="large"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={insight.palette.placeholder}
        aria-label={insight.palette.placeholder}
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={results.length ? optionId(current) : undefined}
      />
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={insight.palette.empty} />
      ) : (
        <ul
          id="palette-results"
          role="listbox"
          aria-label={insight.palette.results}
          className="palette-results"
        >
          {results.map((entry, index) => (
            <li
              key={entry.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={index === current ? 'palette-option palette-option-active' : 'palette-option'}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(index)}
            >
              <span className="palette-label">{entry.label}</span>
              {entry.group && <span className="palette-group">{entry.group}</span>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

import { LoadingOutlined } from '@ant-design/icons';
import { type TreeMenuItem, useCanWithoutCache } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Input, type InputRef, Modal } from 'antd';
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';

import { SessionContext } from '../../components/session-context';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { useIsPhone } from '../../components/use-is-phone';
import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import { readRecent, type RecentRecord, rememberRecent } from '../../session/recent-records';
import { userKeyOf } from '../../session/session';
import { entriesOf, PALETTE_INPUT_ID, searchEntries } from './palette-entries';
import { type RecordGroup, useAllowedSearchables, useRecordSearch } from './use-record-search';

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

/** The signed-in user's recently opened records (of resources they may still search), and a way to add one. */
function useRecent() {
  const store = useContext(SessionContext);
  const session = store?.read();
  const user = session ? userKeyOf(session) : '';
  const allowed = useAllowedSearchables();
  const [stored, setStored] = useState(() => readRecent(window.localStorage, user));
  const recent = useMemo(() => {
    const names = new Set<string>((allowed ?? []).map((one) => one.decl.name));
    return stored.filter((one) => names.has(one.resource));
  }, [allowed, stored]);
  const remember = useCallback(
    (record: RecentRecord) => {
      rememberRecent(window.localStorage, user, record);
      setStored(readRecent(window.localStorage, user));
    },
    [user],
  );
  return { recent, remember };
}

/** One choice of the palette: a screen or a record, with where it leads. */
interface Choice {
  key: string;
  label: string;
  detail?: string;
  path: string;
  /** A record: remembered among the recent ones once opened. */
  record?: RecentRecord;
}

/** A titled part of the results; `note` says what it is doing (searching, failed, nothing found). */
interface Section {
  key: string;
  title: string;
  choices: Choice[];
  note?: { text: string; busy?: boolean; failed?: boolean };
}

function recordSection(group: RecordGroup): Section {
  const { state } = group;
  const choices: Choice[] =
    state.status === 'done'
      ? state.hits.map((hit) => ({
          key: hit.key,
          label: hit.title,
          detail: hit.describe,
          path: hit.path,
          record: {
            resource: hit.resource,
            id: hit.id,
            title: hit.title,
            describe: hit.describe,
            path: hit.path,
          },
        }))
      : [];
  const note =
    state.status === 'loading'
      ? { text: insight.palette.searching, busy: true }
      : state.status === 'failed'
        ? {
            text: state.message
              ? fill(insight.palette.failed, { message: state.message })
              : insight.palette.failedPlain,
            failed: true,
          }
        : choices.length === 0
          ? { text: insight.palette.noRecords }
          : undefined;
  return { key: `records:${group.resource}`, title: group.label, choices, note };
}

/** What the results amount to, for a screen reader (announced as they change). */
function summaryOf(groups: readonly RecordGroup[]): string {
  if (groups.length === 0) return '';
  if (groups.some((group) => group.state.status === 'loading')) return insight.palette.summarySearching;
  const found = groups.reduce(
    (sum, group) => sum + (group.state.status === 'done' ? group.state.hits.length : 0),
    0,
  );
  const failed = groups.filter((group) => group.state.status === 'failed').map((group) => group.label);
  return [
    fill(insight.palette.summaryFound, { count: found }),
    failed.length ? fill(insight.palette.summaryFailed, { labels: failed.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The sidebar's tree, already kept to what the user may open. */
  items: TreeMenuItem[];
  /** The typed text, kept by the launcher (which takes the keys typed before the field has the focus). */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * Ctrl+K / Cmd+K: jump to any screen of the user's menu, or to its create form where allowed, or to a
 * record of the searchable resources the user may see; before typing, the records opened lately.
 */
export default function CommandPalette({ open, onClose, items, query, onQueryChange: setQuery }: Props) {
  const navigate = useNavigate();
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
  const screens = useMemo(() => searchEntries(entries, query), [entries, query]);
  const groups = useRecordSearch(query);
  const { recent, remember } = useRecent();
  const typed = query.trim() !== '';

  const sections = useMemo(() => {
    const out: Section[] = [];
    if (!typed && recent.length > 0) {
      out.push({
        key: 'recent',
        title: insight.palette.recent,
        choices: recent.map((one) => ({
          key: `recent:${one.resource}:${one.id}`,
          label: one.title,
          detail: [findResource(one.resource)?.label, one.describe].filter(Boolean).join(' · '),
          path: one.path,
          record: one,
        })),
      });
    }
    out.push({
      key: 'screens',
      title: insight.palette.screens,
      choices: screens.map((entry) => ({
        key: entry.key,
        label: entry.label,
        detail: entry.group,
        path: entry.path,
      })),
      note: screens.length === 0 ? { text: insight.palette.empty } : undefined,
    });
    out.push(...groups.map(recordSection));
    return out;
  }, [groups, recent, screens, typed]);
  const choices = useMemo(() => sections.flatMap((section) => section.choices), [sections]);
  const current = Math.min(active, Math.max(choices.length - 1, 0));

  const close = () => {
    onClose();
    setQuery('');
  };
  useCloseOnBack(open, close);
  const phone = useIsPhone();
  const go = (choice: Choice | undefined, newTab = false) => {
    if (!choice) return;
    if (choice.record) remember(choice.record);
    if (newTab) {
      window.open(choice.path, '_blank', 'noopener');
      return;
    }
    close();
    navigate(choice.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + choices.length) % Math.max(choices.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(choices[current], event.ctrlKey || event.metaKey);
    }
  };
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, choice: Choice) => {
    // a click with Ctrl, Cmd or Shift is the browser's own (a new tab or window); it is remembered too
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      if (choice.record) remember(choice.record);
      return;
    }
    event.preventDefault();
    go(choice);
  };
  const optionId = (index: number) => `palette-option-${index}`;
  const summary = summaryOf(groups);
  let index = -1;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      // a phone has no Escape key: the dialog takes the whole width, and × (or Back) closes it
      closable={phone ? { 'aria-label': insight.palette.close } : false}
      title={insight.palette.title}
      width={600}
      className="command-palette"
      destroyOnHidden
      // the dialog focuses its own frame once open, so the input takes the focus after it; on close the
      // dialog gives the focus back to what had it before (the search button, or the page for Ctrl+K)
      afterOpenChange={(visible) => (visible ? input.current?.focus({ cursor: 'end' }) : setQuery(''))}
    >
      <Input
        ref={input}
        id={PALETTE_INPUT_ID}
        size="large"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={insight.palette.placeholder}
        aria-label={insight.palette.placeholder}
        aria-describedby="palette-hint"
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={choices.length ? optionId(current) : undefined}
      />
      <p id="palette-hint" className="palette-hint">
        {phone ? insight.palette.hintTouch : insight.palette.hint}
      </p>
      <ul
        id="palette-results"
        role="listbox"
        aria-label={insight.palette.results}
        className="palette-results"
      >
        {sections.map((section) => (
          <li key={section.key} role="presentation" className="palette-section">
            <div className="palette-heading" id={`palette-head-${section.key}`} aria-hidden>
              <span>{section.title}</span>
              {section.note && (
                <span className={section.note.failed ? 'palette-note palette-note-failed' : 'palette-note'}>
                  {section.note.busy && <LoadingOutlined aria-hidden />} {section.note.text}
                </span>
              )}
            </div>
            {section.choices.length > 0 && (
              <ul role="group" aria-label={section.title} className="palette-group-list">
                {section.choices.map((choice) => {
                  index += 1;
                  const at = index;
                  return (
                    <li key={choice.key} role="presentation">
                      <a
                        href={choice.path}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === current}
                        tabIndex={-1}
                        className={at === current ? 'palette-option palette-option-active' : 'palette-option'}
                        onMouseEnter={() => setActive(at)}
                        onClick={(event) => onLinkClick(event, choice)}
                        onAuxClick={(event) => onLinkClick(event, choice)}
                      >
                        <span className="palette-label">{choice.label}</span>
                        {choice.detail && <span className="palette-group">{choice.detail}</span>}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div role="status" className="sr-only">
        {summary || (screens.length === 0 && typed ? insight.palette.empty : '')}
      </div>
    </Modal>
  );
}

import { DeleteOutlined, EditOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Popconfirm } from 'antd';
import { type KeyboardEvent, useContext, useEffect, useId, useRef, useState } from 'react';

import { SessionContext } from '../../components/session-context';
import { quickReplyTexts } from '../../locales/quick-replies';
import { fill } from '../../locales/ui';
import {
  fillQuickReply,
  fillQuickReplyParts,
  QUICK_LIMITS,
  type QuickReply,
  type QuickValues,
  readQuickReplies,
  writeQuickReplies,
} from '../../session/quick-replies';
import { userKeyOf } from '../../session/session';

/** The signed-in user's quick replies, and a way to keep a changed list. */
function useQuickReplies() {
  const store = useContext(SessionContext);
  const session = store?.read();
  const user = session ? userKeyOf(session) : '';
  const [replies, setReplies] = useState(() => readQuickReplies(window.localStorage, user));
  const keep = (next: QuickReply[]) => {
    writeQuickReplies(window.localStorage, user, next);
    setReplies(next);
  };
  return { replies, keep, user };
}

interface Props {
  values: QuickValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The picked reply, filled, to put into the reply box for editing (never sent from here), with the
   * [placeholders] it leaves to be completed before it may be sent.
   */
  onPick: (text: string, gaps: string[]) => void;
  /** Back to the reply box (the list closed without a pick). */
  onReturn: () => void;
  disabled?: boolean;
}

/**
 * "Balasan cepat" beside the reply box: a list of the person's saved texts (arrow keys and Enter, or a
 * tap), each put into the box filled for this lead and listing; and a dialog to add, edit and delete them.
 */
export function QuickReplies({ values, open, onOpenChange, onPick, onReturn, disabled }: Props) {
  const { replies, keep, user } = useQuickReplies();
  const [chosen, setActive] = useState(0);
  // a reply deleted in the manager may have been the last one: the choice stays on the list
  const active = Math.max(Math.min(chosen, replies.length - 1), 0);
  const [managing, setManaging] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const base = useId();
  const optionId = (index: number) => `${base}-option-${index}`;

  // opened (by the button or "/"), the list takes the focus from the first reply
  useEffect(() => {
    if (!open) return;
    setActive(0);
    list.current?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    onReturn();
  };
  const pick = (reply: QuickReply | undefined) => {
    if (!reply) return;
    onOpenChange(false);
    const filled = fillQuickReplyParts(reply.text, values);
    onPick(filled.text, filled.gaps);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = replies.length - 1;
    const move: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in move) setActive(Math.max(move[event.key], 0));
    else if (event.key === 'Enter') pick(replies[active]);
    // Escape closes the list only, not the conversation around it
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids follow `base`, fixed for the component
  }, [active, open]);

  return (
    <div className="quick-replies">
      <Button
        icon={<ThunderboltOutlined aria-hidden />}
        aria-expanded={open}
        aria-haspopup="listbox"
        onClick={() => (open ? close() : onOpenChange(true))}
        disabled={disabled || !user}
      >
        {quickReplyTexts.open}
      </Button>
      {open && (
        <div className="quick-replies-panel">
          <p id={`${base}-hint`} className="quick-replies-hint">
            {quickReplyTexts.hint}
          </p>
          {replies.length === 0 ? (
            <p className="quick-replies-hint">{quickReplyTexts.empty}</p>
          ) : (
            <div
              ref={list}
              role="listbox"
              tabIndex={0}
              aria-label={quickReplyTexts.list}
              aria-describedby={`${base}-hint`}
              aria-activedescendant={optionId(active)}
              className="quick-replies-list"
              onKeyDown={onKeyDown}
            >
              {replies.map((reply, index) => (
                <div
                  key={reply.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'quick-reply active' : 'quick-reply'}
                  onClick={() => pick(reply)}
                >
                  <strong>{reply.title}</strong>
                  <span className="quick-reply-text">{fillQuickReply(reply.text, values)}</span>
                </div>
              ))}
            </div>
          )}
          <Button type="link" onClick={() => setManaging(true)}>
            {quickReplyTexts.manage}
          </Button>
        </div>
      )}
      {managing && (
        <QuickRepliesManager
          replies={replies}
          onChange={keep}
          onClose={() => {
            setManaging(false);
            if (replies.length > 0) list.current?.focus();
          }}
        />
      )}
    </div>
  );
}

interface Draft {
  title: string;
  text: string;
}

/** Adding, editing and deleting the quick replies (kept at once, on this device, for this user). */
function QuickRepliesManager({
  replies,
  onChange,
  onClose,
}: {
  replies: QuickReply[];
  onChange: (next: QuickReply[]) => void;
  onClose: () => void;
}) {
  // the reply being edited (its id), a new one (''), or none (null)
  const [editing, setEditing] = useState<string | null>(null);
  const [form] = Form.useForm<Draft>();
  const adder = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // the form closed (saved or cancelled), the focus goes to "Tambah" rather than lost outside the dialog
  useEffect(() => {
    if (editing === null && opened.current) adder.current?.focus();
    opened.current = true;
  }, [editing]);
  const full = replies.length >= QUICK_LIMITS.replies;

  const start = (reply?: QuickReply) => {
    setEditing(reply?.id ?? '');
    form.setFieldsValue({ title: reply?.title ?? '', text: reply?.text ?? '' });
  };
  const save = ({ title, text }: Draft) => {
    const entry = { title: title.trim(), text: text.trim() };
    onChange(
      editing
        ? replies.map((reply) => (reply.id === editing ? { ...reply, ...entry } : reply))
        : [
            ...replies,
            { id: `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, ...entry },
          ],
    );
    setEditing(null);
  };
  const limit = (max: number, message: string) => [
    { required: true, whitespace: true, message },
    { max, message: fill(quickReplyTexts.tooLong, { max }) },
  ];

  return (
    // Escape closes this dialog only, not the conversation it was opened from
    <div onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}>
      <Modal
        open
        title={quickReplyTexts.manageTitle}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{quickReplyTexts.close}</Button>}
        width={520}
      >
        {replies.length === 0 && <p className="quick-replies-hint">{quickReplyTexts.empty}</p>}
        <ul className="quick-replies-manage" aria-label={quickReplyTexts.open}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <div className="quick-reply-text">
                <strong>{reply.title}</strong>
                <span>{reply.text}</span>
              </div>
              <Button
                icon={<EditOutlined aria-hidden />}
                aria-label={fill(quickReplyTexts.edit, { title: reply.title })}
                onClick={() => start(reply)}
              />
              <Popconfirm
                title={fill(quickReplyTexts.removeAsk, { title: reply.title })}
                okText={quickReplyTexts.removeOk}
                cancelText={quickReplyTexts.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => {
                  onChange(replies.filter((one) => one.id !== reply.id));
                  if (editing === reply.id) setEditing(null);
                  // its buttons gone, the focus stays in the dialog (so Escape still closes it): at
                  // once when "Tambah" is there (a key pressed next must not reach the closing
                  // popup), else once its form has closed
                  if (adder.current) adder.current.focus();
                  else setTimeout(() => adder.current?.focus());
                }}
              >
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={fill(quickReplyTexts.remove, { title: reply.title })}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
        {editing === null ? (
          <>
            {full && (
              <Alert
                type="info"
                showIcon
                message={fill(quickReplyTexts.full, { max: QUICK_LIMITS.replies })}
              />
            )}
            <Button ref={adder} icon={<PlusOutlined aria-hidden />} onClick={() => start()} disabled={full}>
              {quickReplyTexts.add}
            </Button>
          </>
        ) : (
          <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
            <Form.Item
              name="title"
              label={quickReplyTexts.title}
              rules={limit(QUICK_LIMITS.title, quickReplyTexts.titleRequired)}
            >
              <Input autoFocus maxLength={QUICK_LIMITS.title} />
            </Form.Item>
            <Form.Item
              name="text"
              label={quickReplyTexts.text}
              extra={quickReplyTexts.placeholders}
              rules={limit(QUICK_LIMITS.text, quickReplyTexts.textRequired)}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={QUICK_LIMITS.text} />
            </Form.Item>
            <div className="quick-replies-form-actions">
              <Button onClick={() => setEditing(null)}>{quickReplyTexts.cancel}</Button>
              <Button type="primary" htmlType="submit">
                {quickReplyTexts.save}
              </Button>
            </div>
          </Form>
        )}
      </Modal>
    </div>
  );
}

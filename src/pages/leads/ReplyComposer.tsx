import { DeleteOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useCreate, useNotification } from '@refinedev/core';
import { Alert, Button, Input, Progress, Space, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { busy as spinning } from '../../components/busy';
import { textLength } from '../../components/text-length';
import { useIsPhone } from '../../components/use-is-phone';
import {
  FileLabel,
  PHOTO_TYPES,
  PhotoProblem,
  preparePhoto,
  shortText,
  useDraft,
  useUploadRun,
} from '../../engine';
import { leadTexts } from '../../locales/operations';
import { outboxTexts } from '../../locales/outbox';
import { quickReplyTexts } from '../../locales/quick-replies';
import { fill, ui } from '../../locales/ui';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import type { OutboxWrite } from '../../providers/outbox/outbox-writes';
import { textLimits } from '../../resources/text-limits';
import { gapsLeft, type QuickValues } from '../../session/quick-replies';
import { QuickReplies } from './QuickReplies';

/** The reply's image: a JPG, PNG or WebP by its bytes, at most 5 MB once made lighter (checked before anything is sent). */
export const REPLY_IMAGE = { accept: PHOTO_TYPES, maxBytes: 5 * 1024 * 1024 } as const;

function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : [];

/**
 * A reply with text and/or an image: the image goes to the upload service first, then the message
 * with its `image_url` (the registry's `uploadFirst`). A failure keeps the text and the image; a second
 * click while one is in flight sends nothing. A quick reply's [placeholder] left in the text (an
 * address the listing lacks) is pointed out, and nothing is sent until it is completed or removed.
 */
export function ReplyComposer({ requestId, quick }: { requestId: string; quick?: QuickValues }) {
  const [text, setText] = useState('');
  // the [placeholders] quick replies put into the text, to be completed before it is sent
  const [gaps, setGaps] = useState<string[]>([]);
  const [quickOpen, setQuickOpen] = useState(false);
  const box = useRef<TextAreaRef>(null);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const sending = useRef(false);
  const chosenLast = useRef<File | null>(null);
  const upload = useUploadRun();
  // (never paused offline: the data provider keeps it in the outbox)
  const { mutateAsync } = useCreate({ mutationOptions: { networkMode: 'always' } });
  const preview = usePreview(image);
  const { open } = useNotification();
  const phone = useIsPhone();
  // the reply being written is kept on this device until sent or thrown away (its text; a file is chosen again)
  const draft = useDraft({
    resource: 'lead-messages',
    record: requestId,
    restore: (values) => {
      const restoredText = typeof values.text === 'string' ? values.text : '';
      setText(restoredText);
      setGaps(gapsLeft(restoredText, textsOf(values.gaps)));
    },
    reset: () => {
      setText('');
      setGaps([]);
    },
  });
  const left = gapsLeft(text, gaps);
  const gapsId = `reply-gaps-${requestId}`;

  /** The box focused, the first of `gap` from `from` on selected (typing replaces it); else the caret at the end. */
  const showGap = (value: string, gap: string | undefined, from = 0) => {
    box.current?.focus({ cursor: 'end' });
    const area = box.current?.resizableTextArea?.textArea;
    const at = gap ? value.indexOf(gap, from) : -1;
    if (gap && area && at >= 0) area.setSelectionRange(at, at + gap.length);
  };

  /** The text as typed or put in: kept with the placeholders still in it. */
  const write = (next: string, nextGaps: string[]) => {
    const still = gapsLeft(next, nextGaps);
    setText(next);
    setGaps(still);
    draft.change(still.length > 0 ? { text: next, gaps: still } : { text: next });
  };

  /** Sent, or kept in the outbox: the box starts empty. */
  const emptied = () => {
    draft.saved();
    setText('');
    setGaps([]);
  };

  /**
   * The chosen image, its type told by its bytes, made lighter in a worker before it is attached; a
   * file that is no photo of those types is refused with what it is.
   */
  const choose = (chosen: File) => {
    setProblem(null);
    chosenLast.current = chosen;
    setPreparing(true);
    preparePhoto(chosen, REPLY_IMAGE)
      .then(
        (ready) => chosenLast.current === chosen && setImage(ready),
        (error: unknown) =>
          chosenLast.current === chosen &&
          setProblem(error instanceof PhotoProblem ? error.message : leadTexts.imageHint),
      )
      .finally(() => chosenLast.current === chosen && setPreparing(false));
  };

  /**
   * A picked quick reply goes into the box (after what is already written) for editing, never sent;
   * its first [placeholder] is selected, so what is typed replaces it.
   */
  const insert = (picked: string, pickedGaps: string[]) => {
    const before = text.trim() ? `${text.trimEnd()}\n` : '';
    const next = `${before}${picked}`;
    write(next, [...gaps, ...pickedGaps.filter((gap) => !gaps.includes(gap))]);
    // after the box shows the new text, so the caret (or the selection) lands in it
    setTimeout(() =>
      showGap(
        next,
        pickedGaps.find((gap) => picked.includes(gap)),
        before.length,
      ),
    );
  };

  const send = async () => {
    if (sending.current || preparing) return;
    // a placeholder is never sent to a customer: it is shown (and said beside the box) instead
    if (left.length > 0) return showGap(text, left[0]);
    const message = text.trim();
    if (!message && !image) return setProblem(leadTexts.emptyReply);
    // longer than a reply may be (counted as the counter counts: an emoji is one): said, nothing sent
    if (textLength(message) > textLimits.message)
      return setProblem(fill(ui.form.tooLong, { label: leadTexts.reply, max: textLimits.message }));
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const done = await upload.start((signal, onUploadProgress) =>
        mutateAsync({
          resource: 'lead-messages',
          values: { request_id: requestId, message, file: image ?? undefined },
          meta: {
            signal,
            onUploadProgress,
            // a reply waits in the outbox when it cannot leave now (offline, or no answer), its image
            // kept on the device and uploaded by the outbox first; one with an image waits there only
            // offline (an upload service that does not answer online is said as the contract says)
            outbox: {
              text: `${leadTexts.reply}: ${shortText(message || leadTexts.photoReply)}`,
              whenUnanswered: !image,
            } satisfies OutboxWrite,
          },
          successNotification: false,
          errorNotification: (error) => (isKeptInOutbox(error) ? false : undefined),
        }).then(
          () => true,
          (error: unknown) => {
            if (!isKeptInOutbox(error)) throw error;
            open?.({ type: 'success', message: outboxTexts.formKept });
            return true;
          },
        ),
      );
      if (done) {
        emptied();
        setImage(null);
      }
    } catch {
      // the Error dialog shows the upload service's (or the server's) text; text and image stay
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // Enter (or Ctrl+Enter) sends, Shift+Enter starts a new line; a word still being composed (an IME) is
  // not sent; on a phone Enter starts a new line (its keyboard has no Shift+Enter), the button sends
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (phone && !event.ctrlKey) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="lead-reply">
      <label htmlFor={`reply-${requestId}`} className="lead-reply-label">
        {leadTexts.reply}
      </label>
      {draft.notice}
      {quick && (
        <QuickReplies
          values={quick}
          open={quickOpen}
          onOpenChange={setQuickOpen}
          onPick={insert}
          onReturn={() => box.current?.focus()}
          disabled={busy}
        />
      )}
      <Input.TextArea
        ref={box}
        id={`reply-${requestId}`}
        value={text}
        onChange={(event) => {
          // "/" typed into an empty box opens the quick replies (on a phone's keyboard too)
          if (quick && !text && event.target.value === '/') return setQuickOpen(true);
          write(event.target.value, gaps);
        }}
        onKeyDown={sendOnEnter}
        placeholder={leadTexts.replyPlaceholder}
        aria-describedby={
          [left.length > 0 ? gapsId : '', phone ? '' : `reply-keys-${requestId}`].join(' ').trim() ||
          undefined
        }
        autoSize={{ minRows: 2, maxRows: 5 }}
        // a longer text shows (the counter turns red) and is refused on sending, never cut
        count={{ show: true, max: textLimits.message, strategy: textLength }}
        disabled={busy}
      />
      {left.length > 0 && (
        <div id={gapsId}>
          <Alert
            type="warning"
            showIcon
            role="alert"
            message={fill(quickReplyTexts.gapsLeft, { parts: left.join(', ') })}
          />
        </div>
      )}
      {/* a phone's keyboard has no Shift+Enter to speak of: its Enter starts a line, the button sends */}
      {!phone && (
        <p id={`reply-keys-${requestId}`} className="lead-reply-keys">
          {leadTexts.replyKeys}
        </p>
      )}
      {image && (
        <div className="lead-reply-image">
          {preview && <img src={preview} alt="" width={48} height={48} />}
          <FileLabel file={image} />
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={fill(leadTexts.removeImage, { name: image.name })}
            onClick={() => setImage(null)}
            disabled={busy}
          />
        </div>
      )}
      {image && upload.percent !== null && (
        <Progress
          percent={upload.percent}
          aria-label={fill(ui.action.uploading, { percent: upload.percent })}
        />
      )}
      {preparing && (
        <p className="lead-reply-preparing" role="status">
          {ui.form.photoShrinking}
        </p>
      )}
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      {upload.cancelled && <Alert type="info" showIcon message={ui.action.cancelled} />}
      <Space className="lead-reply-actions" wrap>
        <Upload
          multiple={false}
          accept={REPLY_IMAGE.accept.join(',')}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(chosen) => {
            choose(chosen);
            return false;
          }}
        >
          <Button icon={<PictureOutlined aria-hidden />} disabled={busy} title={leadTexts.imageHint}>
            {leadTexts.attach}
          </Button>
        </Upload>
        {busy && image && <Button onClick={upload.cancel}>{ui.action.cancelUpload}</Button>}
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={spinning(busy)}
          disabled={preparing}
          onClick={() => void send()}
        >
          {leadTexts.send}
        </Button>
      </Space>
    </div>
  );
}

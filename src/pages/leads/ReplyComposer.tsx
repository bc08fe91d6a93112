import { DeleteOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useCreate } from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { Alert, Button, Input, Progress, Space, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { busy as spinning } from '../../components/busy';
import { FileLabel } from '../../engine/actions/FileLabel';
import { isUnanswered } from '../../engine/actions/use-record-change';
import { useUploadRun } from '../../engine/actions/use-upload-run';
import { useDraft } from '../../engine/drafts/use-draft';
import { PHOTO_TYPES, PhotoProblem, preparePhoto } from '../../engine/form/prepare-photo';
import { shortText, useKeepNew } from '../../engine/outbox/use-keep-new';
import { leadTexts } from '../../locales/operations';
import { fill, ui } from '../../locales/ui';
import type { QuickValues } from '../../session/quick-replies';
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

/**
 * A reply with text and/or an image: the image goes to the upload service first, then the message
 * with its `image_url` (the registry's `uploadFirst`). A failure keeps the text and the image; a second
 * click while one is in flight sends nothing.
 */
export function ReplyComposer({ requestId, quick }: { requestId: string; quick?: QuickValues }) {
  const [text, setText] = useState('');
  const [quickOpen, setQuickOpen] = useState(false);
  const box = useRef<TextAreaRef>(null);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const sending = useRef(false);
  const chosenLast = useRef<File | null>(null);
  const upload = useUploadRun();
  const { mutateAsync } = useCreate();
  const preview = usePreview(image);
  const keepNew = useKeepNew();
  // the reply being written is kept on this device until sent or thrown away (its text; a file is chosen again)
  const draft = useDraft({
    resource: 'lead-messages',
    record: requestId,
    restore: (values) => setText(typeof values.text === 'string' ? values.text : ''),
    reset: () => setText(''),
  });

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

  /** A picked quick reply goes into the box (after what is already written) for editing, never sent. */
  const insert = (picked: string) => {
    const next = text.trim() ? `${text.trimEnd()}\n${picked}` : picked;
    setText(next);
    draft.change({ text: next });
    // after the box shows the new text, so the caret lands at its end
    setTimeout(() => box.current?.focus({ cursor: 'end' }));
  };

  const send = async () => {
    if (sending.current || preparing) return;
    const message = text.trim();
    if (!message && !image) return setProblem(leadTexts.emptyReply);
    // a reply without an image waits in the outbox when it cannot leave now (offline, or no answer)
    const keep = (tried: boolean) => {
      if (
        image ||
        !keepNew(
          'lead-messages',
          { request_id: requestId, message },
          `${leadTexts.reply}: ${shortText(message)}`,
          tried,
        )
      )
        return false;
      draft.saved();
      setText('');
      return true;
    };
    if (!onlineManager.isOnline() && keep(false)) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const done = await upload.start((signal, onUploadProgress) =>
        mutateAsync({
          resource: 'lead-messages',
          values: { request_id: requestId, message, file: image ?? undefined },
          meta: { signal, onUploadProgress },
          successNotification: false,
          // unanswered, a reply without an image waits in the outbox: no Error dialog
          errorNotification: (error) => (!image && isUnanswered(error) ? false : undefined),
        }).then(() => true),
      );
      if (done) {
        draft.saved();
        setText('');
        setImage(null);
      }
    } catch (error) {
      // the Error dialog shows the upload service's (or the server's) text; text and image stay
      if (isUnanswered(error)) keep((error as { offline?: unknown }).offline !== true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // Enter (or Ctrl+Enter) sends, Shift+Enter starts a new line; a word still being composed (an IME) is not sent
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
          setText(event.target.value);
          draft.change({ text: event.target.value });
        }}
        onKeyDown={sendOnEnter}
        placeholder={leadTexts.replyPlaceholder}
        aria-describedby={`reply-keys-${requestId}`}
        autoSize={{ minRows: 2, maxRows: 5 }}
        disabled={busy}
      />
      <p id={`reply-keys-${requestId}`} className="lead-reply-keys">
        {leadTexts.replyKeys}
      </p>
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

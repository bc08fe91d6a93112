import { PlusOutlined } from '@ant-design/icons';
import { type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Image, Upload, type UploadFile } from 'antd';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import type { OutboxWrite } from '../../providers/outbox/outbox-writes';
import type { FieldDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import { moveItem } from './photo-order';
import { type PhotoMove, PhotoTile } from './PhotoTile';
import { PHOTO_TYPES, photoHint, PhotoProblem, photoTypeProblem, preparePhoto } from './prepare-photo';
import { UploadWatchContext } from './upload-watch';

type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

/** Photos go to the upload service's `file` action of the `uploads` resource (POST /upload). */
const UPLOAD = { resource: 'uploads', action: 'file' } as const;
const DEFAULTS = { folder: 'uploads', maxBytes: 5 * 1024 * 1024, accept: PHOTO_TYPES };

function urlsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function doneFile(url: string, index: number): UploadFile {
  return { uid: `url-${index}-${url.slice(-12)}`, name: `Foto ${index + 1}`, status: 'done', url };
}

function phaseOf(file: UploadFile, shrinking: boolean) {
  if (shrinking) return 'shrinking' as const;
  if (file.status === 'uploading') return 'uploading' as const;
  return file.status === 'error' ? ('failed' as const) : ('done' as const);
}

/**
 * Photos of a record: each chosen file is checked by its bytes (a photo of a type the field names,
 * whatever its name), made lighter in a worker
 * (prepare-photo.ts), sent to POST /upload (file + folder, success only when `error` is null) with its
 * progress, then shown with a preview and a remove button. The field's value is the list of uploaded
 * URLs in the order shown: the first is the cover; a photo is dragged, or moved by its buttons, to
 * another place. The form's "Simpan" learns of the photos in flight and of the failed ones
 * (UploadWatch); a failed photo stays with its reason and "Coba lagi".
 */
export function PhotoUpload({ field, id, value, onChange }: ControlProps & { field: FieldDecl }) {
  const rules = { ...DEFAULTS, ...field.upload };
  const { mutateAsync } = useCustomMutation<Values, HttpError, Values>();
  const [files, setFiles] = useState<UploadFile[]>(() => urlsOf(value).map(doneFile));
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState<ReadonlySet<string>>(new Set());
  const [announced, setAnnounced] = useState('');
  const latest = useRef(files);
  latest.current = files;
  // the chosen files by uid (made lighter once ready), so a failed one can be sent again
  const chosenFiles = useRef(new Map<string, File>());
  const dragged = useRef<string | null>(null);
  const refocus = useRef<{ uid: string; move: PhotoMove } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const watch = useContext(UploadWatchContext);

  // the form's value follows the uploaded photos only, in their order
  const publish = (next: UploadFile[]) => {
    latest.current = next;
    setFiles(next);
    onChange?.(next.filter((one) => one.status === 'done' && one.url).map((one) => one.url as string));
  };
  useEffect(() => {
    const urls = urlsOf(value);
    const shown = latest.current.filter((one) => one.status === 'done').map((one) => one.url);
    if (
      urls.join('\n') !== shown.join('\n') &&
      !latest.current.some((one) => one.status === 'uploading' || one.status === 'error')
    )
      setFiles(urls.map(doneFile));
  }, [value]);
  useEffect(() => {
    watch?.report(field.key, {
      uploading: files.filter((one) => one.status === 'uploading').length,
      failed: files.filter((one) => one.status === 'error').map((one) => one.name),
    });
  }, [watch, field.key, files]);
  useEffect(() => {
    return () => watch?.report(field.key, undefined);
  }, [watch, field.key]);
  // a photo moved by its button keeps the focus on that button in its new place (or the one beside it)
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const tile = box.current?.querySelector(`[data-photo-uid="${CSS.escape(wanted.uid)}"]`);
    const buttons = [wanted.move, 'right', 'left'].map((move) =>
      tile?.querySelector<HTMLButtonElement>(`button[data-move="${move}"]:not(:disabled)`),
    );
    buttons.find(Boolean)?.focus();
  }, [files]);

  const update = (uid: string, patch: Partial<UploadFile>) =>
    setFiles((before) => before.map((one) => (one.uid === uid ? { ...one, ...patch } : one)));
  const forget = (uid: string) => {
    chosenFiles.current.delete(uid);
    publish(latest.current.filter((one) => one.uid !== uid));
  };

  const send = (uid: string) => {
    const chosen = chosenFiles.current.get(uid);
    if (!chosen) return;
    update(uid, { status: 'uploading', percent: 0, response: undefined });
    mutateAsync({
      url: '',
      method: 'post',
      values: { file: chosen, folder: rules.folder },
      meta: {
        ...UPLOAD,
        onUploadProgress: (percent: number) => update(uid, { percent }),
        // offline (or no answer) the data provider keeps the photo on the device (below)
        outbox: { text: chosen.name } satisfies OutboxWrite,
      },
      errorNotification: (error) => (isKeptInOutbox(error) ? false : undefined),
    })
      .then(({ data }) => {
        const url = uploadedUrlOf(data);
        if (!url) throw new Error(ui.form.uploadNoUrl);
        chosenFiles.current.delete(uid);
        publish(
          latest.current.map((one) =>
            one.uid === uid ? { ...one, status: 'done' as const, url, percent: 100 } : one,
          ),
        );
      })
      .catch((error: Error) => {
        // offline (or no answer): the photo was kept on the device, its place in the form's value a
        // reference the outbox uploads before it sends the save (providers/outbox/kept-photos.ts)
        const ref = isKeptInOutbox(error) ? error.id : undefined;
        if (ref && latest.current.some((one) => one.uid === uid)) {
          chosenFiles.current.delete(uid);
          const thumbUrl =
            typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : undefined;
          publish(
            latest.current.map((one) =>
              one.uid === uid
                ? {
                    ...one,
                    status: 'done' as const,
                    url: ref,
                    thumbUrl,
                    percent: 100,
                    name: fill(ui.form.photoOnDevice, { name: one.name }),
                  }
                : one,
            ),
          );
          return;
        }
        // the failed photo stays, with its reason and "Coba lagi", until sent again or removed
        update(uid, { status: 'error', response: error.message });
      });
  };

  /** Makes the chosen photo lighter, then sends it; a file that is no picture leaves with its reason. */
  const prepareAndSend = (uid: string, chosen: File) => {
    setShrinking((before) => new Set(before).add(uid));
    const done = () =>
      setShrinking((before) => {
        const next = new Set(before);
        next.delete(uid);
        return next;
      });
    preparePhoto(chosen, rules).then(
      (ready) => {
        done();
        if (!latest.current.some((one) => one.uid === uid)) return; // removed meanwhile
        chosenFiles.current.set(uid, ready);
        send(uid);
      },
      (error: unknown) => {
        done();
        forget(uid);
        const reason = error instanceof PhotoProblem ? error.message : ui.form.uploadFailed;
        setProblems((before) => [...before, reason]);
      },
    );
  };

  const move = (uid: string, how: PhotoMove) => {
    const from = latest.current.findIndex((one) => one.uid === uid);
    const to = how === 'cover' ? 0 : how === 'left' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= latest.current.length) return;
    refocus.current = { uid, move: how };
    publish(moveItem(latest.current, from, to));
    const count = latest.current.length;
    setAnnounced(
      to === 0 ? fill(ui.form.madeCover, { count }) : fill(ui.form.movedTo, { position: to + 1, count }),
    );
  };
  const dropOn = (uid: string) => {
    const from = latest.current.findIndex((one) => one.uid === dragged.current);
    const to = latest.current.findIndex((one) => one.uid === uid);
    dragged.current = null;
    if (from < 0 || to < 0 || from === to) return;
    publish(moveItem(latest.current, from, to));
    setAnnounced(fill(ui.form.movedTo, { position: to + 1, count: latest.current.length }));
  };
  const failed = files.filter((one) => one.status === 'error');

  return (
    <div id={id} ref={box} className="photo-upload">
      {files.length > 1 && <p className="photo-upload-hint">{ui.form.photoOrderHint}</p>}
      <Upload
        listType="picture-card"
        multiple
        accept={rules.accept.join(',')}
        fileList={files}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        onRemove={(file) => forget(file.uid)}
        beforeUpload={async (file, batch) => {
          // the reasons shown are those of the last choice
          if (file === batch[0]) setProblems([]);
          const why = await photoTypeProblem(file, rules).catch(() => ui.form.uploadFailed);
          if (why) setProblems((before) => [...before, why]);
          return why ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file }) => {
          const chosen = file as File & { uid: string };
          const tile: UploadFile = { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 0 };
          latest.current = [...latest.current, tile];
          setFiles(latest.current);
          prepareAndSend(chosen.uid, chosen);
        }}
        itemRender={(item, file, list) => (
          <PhotoTile
            item={item}
            uid={file.uid}
            index={list.indexOf(file)}
            count={list.length}
            phase={phaseOf(file, shrinking.has(file.uid))}
            percent={file.percent ?? 0}
            onMove={(how) => move(file.uid, how)}
            onDragStart={() => (dragged.current = file.uid)}
            onDropOn={() => dropOn(file.uid)}
          />
        )}
      >
        <button
          type="button"
          className="photo-upload-add"
          aria-label={fill(ui.form.addPhoto, { label: field.label })}
        >
          <PlusOutlined aria-hidden />
          <div>{ui.form.upload}</div>
        </button>
      </Upload>
      <p className="photo-upload-types">{photoHint(rules)}</p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
      {problems.map((problem, index) => (
        <Alert key={index} type="error" showIcon role="alert" message={problem} />
      ))}
      {failed.map((one) => (
        <Alert
          key={one.uid}
          type="error"
          showIcon
          role="alert"
          message={fill(ui.form.photoFailed, {
            name: one.name,
            reason: String(one.response ?? ui.form.uploadFailed),
          })}
          action={
            <Button
              size="small"
              onClick={() => send(one.uid)}
              aria-label={fill(ui.form.retryUploadOf, { name: one.name })}
            >
              {ui.form.retryUpload}
            </Button>
          }
        />
      ))}
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt={field.label}
          preview={{ visible: true, onVisibleChange: (visible) => !visible && setPreview(null) }}
        />
      )}
    </div>
  );
}

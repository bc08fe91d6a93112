import { PlusOutlined } from '@ant-design/icons';
import { type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Image, Upload, type UploadFile } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';
import { uploadedUrlOf } from '../../resources/uploads';
import { fileProblem } from '../actions/file-check';
import { UploadWatchContext } from './upload-watch';

type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

/** Photos go to the upload service's `file` action of the `uploads` resource (POST /upload). */
const UPLOAD = { resource: 'uploads', action: 'file' } as const;
const DEFAULTS = { folder: 'uploads', maxBytes: 5 * 1024 * 1024, accept: ['image/*'] as readonly string[] };

function urlsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function doneFile(url: string, index: number): UploadFile {
  return { uid: `url-${index}-${url.slice(-12)}`, name: `Foto ${index + 1}`, status: 'done', url };
}

/**
 * Photos of a record: each chosen image is checked (type, size), sent to POST /upload (file + folder,
 * success only when `error` is null) with its progress, then shown with a preview and a remove button.
 * The field's value is the list of uploaded URLs. The form's "Simpan" learns of the uploads in flight
 * and of the failed ones (UploadWatch); a failed photo stays with its reason and "Coba lagi".
 */
export function PhotoUpload({ field, id, value, onChange }: ControlProps & { field: FieldDecl }) {
  const rules = { ...DEFAULTS, ...field.upload };
  const { mutateAsync } = useCustomMutation<Values, HttpError, Values>();
  const [files, setFiles] = useState<UploadFile[]>(() => urlsOf(value).map(doneFile));
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const latest = useRef(files);
  latest.current = files;
  // the chosen files by uid, so a failed one can be sent again
  const chosenFiles = useRef(new Map<string, File>());
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

  const send = (uid: string) => {
    const chosen = chosenFiles.current.get(uid);
    if (!chosen) return;
    const update = (patch: Partial<UploadFile>) =>
      setFiles((before) => before.map((one) => (one.uid === uid ? { ...one, ...patch } : one)));
    update({ status: 'uploading', percent: 0, response: undefined });
    mutateAsync({
      url: '',
      method: 'post',
      values: { file: chosen, folder: rules.folder },
      meta: { ...UPLOAD, onUploadProgress: (percent: number) => update({ percent }) },
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
        // the failed photo stays, with its reason and "Coba lagi", until sent again or removed
        update({ status: 'error', response: error.message });
      });
  };
  const failed = files.filter((one) => one.status === 'error');

  return (
    <div id={id}>
      <Upload
        listType="picture-card"
        multiple
        accept={rules.accept.join(',')}
        fileList={files}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        onRemove={(file) => {
          chosenFiles.current.delete(file.uid);
          publish(latest.current.filter((one) => one.uid !== file.uid));
        }}
        beforeUpload={(file) => {
          const why = fileProblem(file, rules);
          setProblem(why);
          return why ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file }) => {
          const chosen = file as File & { uid: string };
          chosenFiles.current.set(chosen.uid, chosen);
          setFiles((before) => [
            ...before,
            { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 0 },
          ]);
          send(chosen.uid);
        }}
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
      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
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

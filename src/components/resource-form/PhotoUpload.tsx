import { PlusOutlined } from '@ant-design/icons';
import { type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, Image, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';
import { fileProblem } from '../actions/file-check';

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
 * The field's value is the list of uploaded URLs.
 */
export function PhotoUpload({ field, id, value, onChange }: ControlProps & { field: FieldDecl }) {
  const rules = { ...DEFAULTS, ...field.upload };
  const { mutateAsync } = useCustomMutation<Values, HttpError, Values>();
  const [files, setFiles] = useState<UploadFile[]>(() => urlsOf(value).map(doneFile));
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const latest = useRef(files);
  latest.current = files;

  // the form's value follows the uploaded photos only, in their order
  const publish = (next: UploadFile[]) => {
    setFiles(next);
    onChange?.(next.filter((one) => one.status === 'done' && one.url).map((one) => one.url as string));
  };
  useEffect(() => {
    const urls = urlsOf(value);
    const shown = latest.current.filter((one) => one.status === 'done').map((one) => one.url);
    if (urls.join('\n') !== shown.join('\n') && !latest.current.some((one) => one.status === 'uploading'))
      setFiles(urls.map(doneFile));
  }, [value]);

  return (
    <div id={id}>
      <Upload
        listType="picture-card"
        multiple
        accept={rules.accept.join(',')}
        fileList={files}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        onRemove={(file) => publish(latest.current.filter((one) => one.uid !== file.uid))}
        beforeUpload={(file) => {
          const why = fileProblem(file, rules);
          setProblem(why);
          return why ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          const chosen = file as File & { uid: string };
          const entry: UploadFile = { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 0 };
          setFiles((before) => [...before, entry]);
          const update = (patch: Partial<UploadFile>) =>
            setFiles((before) => before.map((one) => (one.uid === chosen.uid ? { ...one, ...patch } : one)));
          mutateAsync({
            url: '',
            method: 'post',
            values: { file: chosen, folder: rules.folder },
            meta: {
              ...UPLOAD,
              onUploadProgress: (percent: number) => {
                update({ percent });
                onProgress?.({ percent });
              },
            },
          })
            .then(({ data }) => {
              const url = typeof data.url === 'string' ? data.url : undefined;
              if (!url) throw new Error(ui.form.uploadFailed);
              const next = latest.current.map((one) =>
                one.uid === chosen.uid ? { ...one, status: 'done' as const, url, percent: 100 } : one,
              );
              publish(next);
              onSuccess?.(data);
            })
            .catch((error: Error) => {
              // the Error dialog shows the server's text; the failed photo stays marked until removed
              update({ status: 'error', response: error.message });
              onError?.(error);
            });
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

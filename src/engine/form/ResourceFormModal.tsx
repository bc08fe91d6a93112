import { useForm } from '@refinedev/antd';
import { type BaseRecord, type HttpError, useNotification } from '@refinedev/core';
import { Alert, App, Col, Form, Modal, Row } from 'antd';
import { Suspense, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import { busy } from '../../components/busy';
import { useDialogFocus } from '../../components/dialog-focus';
import { LongWaitNotice, useLongWait } from '../../components/long-wait';
import { ScreensContext } from '../../components/screens-context';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { isCancelled, isOffline } from '../../http/errors';
import { conflictTexts } from '../../locales/conflicts';
import { outboxTexts } from '../../locales/outbox';
import { fill, ui } from '../../locales/ui';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import { type OutboxWrite, waitsAtOnce } from '../../providers/outbox/outbox-writes';
import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { bodyAsFormValues, formFields, fromFormValues, toFormValues } from '../common/form-values';
import { useFreshCheck } from '../conflicts/use-fresh-check';
import { useFormDraft } from '../drafts/form-draft';
import { formChangeText } from '../outbox/form-change';
import { FieldItem } from './FieldItem';
import { useConfirmDates } from './past-dates';
import { UploadWatch, UploadWatchContext } from './upload-watch';

interface Props {
  decl: ResourceDecl;
  /** The row to edit; none for a new record. */
  record?: BaseRecord;
  /** Values the screen fixes and the form does not ask (e.g. the property a new lead is for). */
  fixed?: Values;
  /** A new record's starting values (e.g. the day chosen on a calendar). */
  initial?: Values;
  onClose: () => void;
  /** After a successful save, with the values sent (e.g. the calendar moves to a new visit's day). */
  onSaved?: (sent: Values) => void;
}

/** Long texts take the whole row; so does everything in a form of one or two fields. */
function wide(field: FieldDecl, fields: readonly FieldDecl[]): boolean {
  return field.type === 'textarea' || fields.length <= 2;
}

/** A new record's declared starting values (`initial` of its fields). */
function startingValues(fields: readonly FieldDecl[]): Values {
  return Object.fromEntries(fields.filter((f) => f.initial !== undefined).map((f) => [f.key, f.initial]));
}

/**
 * The generic create / edit form of a declaration, in a modal. Edit starts from the row (so no
 * extra call); a failed save keeps what was typed and shows the server's field errors (`errors` of
 * the HttpError) next to their fields; the data provider announces the registry's message.
 */
export default function ResourceFormModal({ decl, record, fixed, initial, onClose, onSaved }: Props) {
  const { modal } = App.useApp();
  const fields = useMemo(() => formFields(decl.fields ?? []), [decl]);
  const initialValues = useMemo(
    () => toFormValues(fields, record ?? { ...startingValues(fields), ...initial }),
    [fields, record, initial],
  );
  const editing = record !== undefined;
  // a panel of the resource's own (a listing's quality check), shown before "Simpan"
  const Panel = useContext(ScreensContext).pages[decl.name]?.formPanel;
  // the first field takes the focus; after a save or a cancel it goes back to the button that opened the form
  const focus = useDialogFocus();
  // the save in flight (with its upload): Cancel aborts it and keeps what was typed
  const saving = useRef<AbortController | null>(null);
  // photo uploads of this form: "Simpan" waits for those in flight and refuses while one has failed
  const [uploads] = useState(() => new UploadWatch());
  const uploading = useSyncExternalStore(uploads.subscribe, () => uploads.uploading);
  const [waiting, setWaiting] = useState(false);
  // the current wait for photos (null: none): closing the form while it waits drops the save it would have made
  const wait = useRef<object | null>(null);
  const failedPhotos = useSyncExternalStore(uploads.subscribe, () => uploads.failed.join(', '));
  // "Simpan" was refused for a failed photo: said until that photo is sent again or removed
  const [refused, setRefused] = useState(false);
  // an edit reads the record again before it is sent (docs/contract.md section 10): the record as last
  // read (the one the form opened with, then the one read at a save), and what that read found
  const opened = useRef<Values | undefined>(record);
  const { checkEdit, dialog: conflictDialog } = useFreshCheck(decl);
  const confirmDates = useConfirmDates();
  const [checking, setChecking] = useState(false);
  const [gone, setGone] = useState(false);
  // how the save on its way may wait in the outbox (the data provider keeps it there when it cannot
  // leave now: offline, no answer, cancelled once on its way), named as its list will name it
  const write = useRef<OutboxWrite | null>(null);
  const { form, formProps, formLoading, onFinish } = useForm<BaseRecord, HttpError, Values>({
    resource: decl.name,
    action: editing ? 'edit' : 'create',
    id: record?.id,
    // the row is the starting point: no `getOne` (many resources have none)
    queryOptions: { enabled: false },
    redirect: false,
    // the modal asks itself before dropping what was typed
    warnWhenUnsavedChanges: false,
    onMutationSuccess: (_data, sent) => {
      draft.saved();
      onClose();
      onSaved?.(sent);
    },
    mutationMeta: {
      get signal() {
        return saving.current?.signal;
      },
      get outbox() {
        return write.current ?? undefined;
      },
    },
    // a save the user cancelled is no error to report, nor one the outbox keeps; one that could not
    // leave offline nor wait there is said in the form's own words (below)
    errorNotification: (error) =>
      isCancelled(error) || isKeptInOutbox(error) || isOffline(error) ? false : undefined,
    // a save never pauses offline to be made later unseen (TanStack's default): it fails, and says so
    createMutationOptions: { networkMode: 'always' },
    updateMutationOptions: { networkMode: 'always' },
  });
  const { open: notify } = useNotification();

  // what is typed is kept on this device until saved or thrown away, per user, resource and record
  // (a new record of a screen that fixes values, e.g. a lead of one property, has a draft per place)
  const draft = useFormDraft(form, {
    resource: decl.name,
    record: editing ? String(record.id) : fixed ? `new:${Object.values(fixed).join(',')}` : undefined,
    initial: initialValues,
    // an edit's draft keeps the record it began from: saved later, it is compared with that one, so
    // what another admin changed meanwhile is asked about or kept, never overwritten unseen
    base: editing ? record : undefined,
    onBase: (base) => {
      opened.current = base;
    },
  });

  // past 15 s a save still in flight asks whether to keep waiting (the contract sets no timeout)
  const { long, keepWaiting } = useLongWait(formLoading || checking);

  const title = fill(editing ? ui.form.editTitle : ui.form.createTitle, {
    label: decl.recordLabel ?? decl.label ?? decl.name,
  });
  const submit = async (values: Values) => {
    // a second Enter or click while saving (or waiting for photos) sends nothing more
    if (saving.current || wait.current) return;
    if (uploads.uploading > 0) {
      // only finished uploads are in the values: wait for the rest, then submit what they give
      const mine = {};
      wait.current = mine;
      setWaiting(true);
      await uploads.settled();
      if (mine !== wait.current) return;
      wait.current = null;
      setWaiting(false);
      form.submit();
      return;
    }
    setRefused(uploads.failed.length > 0);
    if (uploads.failed.length > 0) return;
    // a viewing set in the past is asked about first ("Kembali" leaves the form as it is)
    if (!(await confirmDates(fields, values, editing ? initialValues : undefined))) return;
    // offline, or with a photo kept on the device (chosen offline, uploaded by the outbox first), the
    // save goes to the outbox as it is: read again there before it is sent, not now
    const waits = waitsAtOnce(bodyOf(values));
    saving.current = new AbortController();
    try {
      let body = bodyOf(values);
      if (editing && opened.current && !waits) {
        setChecking(true);
        const checked = await checkEdit({
          record: opened.current,
          fields,
          mine: body,
          keep: Object.keys(fixed ?? {}),
          signal: saving.current.signal,
        }).finally(() => setChecking(false));
        setGone('stop' in checked && checked.stop === 'gone');
        if ('stop' in checked) return;
        body = checked.send;
        if (checked.fresh) {
          // the form shows what is sent: a failed save tried again compares with the record read now
          opened.current = checked.fresh;
          form.setFieldsValue(bodyAsFormValues(fields, body) as Parameters<typeof form.setFieldsValue>[0]);
        }
      }
      const base = editing ? (opened.current ?? record) : undefined;
      write.current = {
        text: formChangeText(decl, editing ? ui.list.edit : ui.list.create, { ...base, ...body }),
        base,
        // "Batalkan" once the save had left: the server may have made it. It is kept, its answer
        // unknown, and asked about before anything is sent again (never made twice unseen)
        whenCancelled: true,
      };
      await onFinish(body);
    } catch (error) {
      // kept in the outbox (offline, no answer, cancelled on its way): the form closes and says so;
      // offline with what cannot wait there (a file not yet sent): nothing left, the form stays open
      // with its input in its draft; any other failure: the Error dialog shows the message and
      // useForm puts the server's field errors on the fields
      if (isKeptInOutbox(error)) {
        draft.saved();
        notify?.({
          type: 'success',
          message: error.keptAs === 'unknown' ? outboxTexts.formCancelledUnknown : outboxTexts.formKept,
        });
        onClose();
      } else if (isOffline(error)) notify?.({ type: 'error', message: outboxTexts.formOffline });
    } finally {
      saving.current = null;
      write.current = null;
    }
  };
  /** The body a save sends, as "Simpan" would. */
  const bodyOf = (values: Values): Values => ({
    ...fixed,
    ...fromFormValues(fields, values, editing ? initialValues : undefined),
  });
  // Back closes the form and keeps what was typed in its draft (offered again when it opens); a save
  // on its way is stopped instead, as "Batalkan penyimpanan" does
  useCloseOnBack(true, () => {
    if (!saving.current && !wait.current) return onClose();
    cancel();
    return false;
  });
  const cancel = () => {
    wait.current = null;
    setWaiting(false);
    if (saving.current) {
      saving.current.abort();
      return;
    }
    if (!form.isFieldsTouched() && !draft.dirty) return onClose();
    modal.confirm({
      title: ui.form.discardTitle,
      content: ui.form.discardText,
      okText: ui.form.discard,
      cancelText: ui.form.keepEditing,
      // the safe choice is the default: Escape then Enter keeps what was typed
      autoFocusButton: 'cancel',
      onOk: () => {
        draft.discard();
        // the question's own buttons hold the focus as the form goes
        focus.restore();
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={title}
      afterOpenChange={focus.afterOpenChange}
      okText={
        checking
          ? conflictTexts.checking
          : waiting
            ? fill(ui.form.waitingUploads, { count: uploading })
            : ui.form.save
      }
      cancelText={formLoading || checking ? ui.form.cancelSave : ui.form.cancel}
      // antd's Modal ignores its onCancel while confirmLoading: the button calls `cancel` itself, so
      // "Batalkan penyimpanan" aborts the save in flight (the close icon and Escape wait for it)
      cancelButtonProps={{ onClick: cancel }}
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={formLoading || waiting || checking}
      okButtonProps={{ loading: busy(formLoading || waiting || checking) }}
      maskClosable={false}
      width={fields.length <= 2 ? 520 : 760}
      destroyOnHidden
    >
      {draft.notice}
      {long && <LongWaitNotice onCancel={cancel} onKeepWaiting={keepWaiting} />}
      {gone && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={conflictTexts.goneTitle}
          description={conflictTexts.goneText}
          style={{ marginBottom: 16 }}
        />
      )}
      <UploadWatchContext.Provider value={uploads}>
        <Form<Values>
          {...formProps}
          initialValues={initialValues}
          onValuesChange={(changed, all) => {
            formProps.onValuesChange?.(changed, all);
            draft.onValuesChange();
          }}
          layout="vertical"
          onFinish={submit}
          disabled={formLoading || checking}
          scrollToFirstError
        >
          <Row gutter={16} ref={focus.ref}>
            {fields.map((field) => (
              <Col key={field.key} xs={24} sm={wide(field, fields) ? 24 : 12}>
                <FieldItem field={field} of={{ resource: decl.name, id: record?.id, record }} />
              </Col>
            ))}
          </Row>
          {/* the form opens without waiting for its panel's code (a chunk of its own) */}
          {Panel && (
            <Suspense fallback={null}>
              <Panel decl={decl} record={record} />
            </Suspense>
          )}
          {/* Enter in a field submits the form */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </UploadWatchContext.Provider>
      {refused && failedPhotos && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={fill(ui.form.failedUploads, { names: failedPhotos })}
        />
      )}
      {conflictDialog}
    </Modal>
  );
}

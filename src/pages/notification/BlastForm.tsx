import { SendOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useCreate, useNotification } from '@refinedev/core';
import { Button, Card, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useRef, useState } from 'react';

import { busy } from '../../components/busy';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { shortText, useFormDraft } from '../../engine';
import { notificationTexts } from '../../locales/notifications';
import { outboxTexts } from '../../locales/outbox';
import { ui } from '../../locales/ui';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import { useUserNames } from './use-user-names';

interface BlastValues {
  text: string;
  /** Everyone, or the one user chosen in `user_id`. */
  to: 'all' | 'one';
  user_id?: string;
}

/** Longer blasts are cut off in the bell; the server sets no limit we know of. */
export const BLAST_MAX_LENGTH = 500;

/**
 * The notification blast (POST /notification): success only on status 201, announced as
 * "Successfully blast notification!" by the data provider (docs/contract.md sections 5 and 8). A blast to
 * everyone is confirmed first (it reaches every bell at once and cannot be taken back); a blast to one
 * chosen user goes at once. The list below refetches on Refine's invalidation; every bell learns of
 * the blast over the socket.
 */
export function BlastForm() {
  const [form] = Form.useForm<BlastValues>();
  // (never paused offline: the data provider keeps it in the outbox)
  const { mutate, mutation } = useCreate<BaseRecord, HttpError, { text: string; user_id?: string }>({
    mutationOptions: { networkMode: 'always' },
  });
  const users = useUserNames();
  const to = Form.useWatch('to', form);
  /** A blast to everyone, waiting for its confirmation. */
  const [asked, setAsked] = useState<BlastValues | null>(null);
  useCloseOnBack(asked !== null, () => setAsked(null));
  // a blast being written is kept on this device until sent or thrown away
  const draft = useFormDraft(form, { resource: 'notification', initial: { to: 'all' } });

  // set before the request goes out: two quick clicks both pass validation, only one may blast
  const sending = useRef(false);

  const { open } = useNotification();
  const send = (values: BlastValues) => {
    if (sending.current) return;
    const body =
      values.to === 'one' && values.user_id
        ? { text: values.text.trim(), user_id: values.user_id }
        : { text: values.text.trim() };
    const done = () => {
      draft.saved();
      form.resetFields();
    };
    sending.current = true;
    mutate(
      {
        resource: 'notification',
        values: body,
        // offline, or its call unanswered: it waits in the outbox and leaves once online
        meta: { outbox: { text: `${notificationTexts.admin.blastTitle}: ${shortText(body.text)}` } },
        errorNotification: (error) => (isKeptInOutbox(error) ? false : undefined),
      },
      {
        onSuccess: done,
        onError: (error) => {
          if (!isKeptInOutbox(error)) return;
          open?.({ type: 'success', message: outboxTexts.formKept });
          done();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const submit = (values: BlastValues) => {
    if (values.to === 'one') send(values);
    else setAsked(values);
  };
  const confirm = () => {
    if (asked) send(asked);
    setAsked(null);
  };

  return (
    <Card className="notif-blast" title={notificationTexts.admin.blastTitle} variant="borderless">
      <Typography.Paragraph type="secondary">{notificationTexts.admin.blastHint}</Typography.Paragraph>
      {draft.notice}
      <Form<BlastValues>
        form={form}
        onValuesChange={draft.onValuesChange}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        disabled={mutation.isPending}
        initialValues={{ to: 'all' }}
      >
        <Form.Item name="to" label={notificationTexts.admin.blastTo}>
          <Radio.Group
            options={[
              { label: notificationTexts.admin.blastToAll, value: 'all' },
              { label: notificationTexts.admin.blastToOne, value: 'one' },
            ]}
          />
        </Form.Item>
        {to === 'one' && (
          <Form.Item
            name="user_id"
            label={notificationTexts.admin.blastUser}
            rules={[{ required: true, message: notificationTexts.admin.blastUserRequired }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={users.options}
              loading={users.loading}
              placeholder={notificationTexts.admin.blastUserPlaceholder}
            />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={notificationTexts.admin.blastText}
          rules={[{ required: true, whitespace: true, message: notificationTexts.admin.blastRequired }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={BLAST_MAX_LENGTH}
            showCount
            placeholder={notificationTexts.admin.blastPlaceholder}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined aria-hidden />}
            loading={busy(mutation.isPending)}
          >
            {notificationTexts.admin.blastSubmit}
          </Button>
        </Form.Item>
      </Form>
      {asked && (
        <Modal
          open
          title={notificationTexts.admin.blastConfirmTitle}
          okText={notificationTexts.admin.blastConfirmOk}
          cancelText={ui.action.cancel}
          onOk={confirm}
          onCancel={() => setAsked(null)}
          width={478}
          destroyOnHidden
        >
          <p>{notificationTexts.admin.blastConfirmText}</p>
          {/* plain text, as the bells will show it */}
          <blockquote className="notif-blast-preview">{asked.text.trim()}</blockquote>
        </Modal>
      )}
    </Card>
  );
}

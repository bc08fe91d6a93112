import { Form, Input, Modal } from 'antd';
import { useId } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { listPreferenceTexts } from '../../locales/list-preferences';
import type { Naming } from './saved-views';

/** Names a saved view (a new one, or one renamed): a chunk of its own, loaded when first asked. */
export default function NameDialog({
  naming,
  taken,
  onSubmit,
  onClose,
}: {
  naming: NonNullable<Naming>;
  taken: (name: string) => boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const formId = useId();
  useCloseOnBack(true, onClose);
  const focus = useDialogFocus();
  return (
    <Modal
      open
      afterOpenChange={focus.afterOpenChange}
      title={naming.mode === 'save' ? listPreferenceTexts.saveViewTitle : listPreferenceTexts.renameViewTitle}
      onCancel={onClose}
      okText={listPreferenceTexts.save}
      cancelText={listPreferenceTexts.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      destroyOnHidden
    >
      <div ref={focus.ref}>
        <Form
          form={form}
          id={formId}
          layout="vertical"
          initialValues={{ name: naming.mode === 'rename' ? naming.name : '' }}
          onFinish={({ name }) => onSubmit(name.trim())}
        >
          <Form.Item
            name="name"
            label={listPreferenceTexts.viewName}
            rules={[
              { required: true, whitespace: true, message: listPreferenceTexts.viewNameRequired },
              {
                validator: (_, value: string | undefined) =>
                  value && taken(value)
                    ? Promise.reject(new Error(listPreferenceTexts.viewNameTaken))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

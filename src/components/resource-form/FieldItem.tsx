import { Form } from 'antd';

import type { FieldDecl } from '../../resources/types';
import { FieldInput } from './FieldInput';
import { rulesOf } from './rules';

/** One declared field in a form: its label, its validation and its input. */
export function FieldItem({ field }: { field: FieldDecl }) {
  return (
    <Form.Item
      name={field.key}
      label={field.label}
      rules={rulesOf(field)}
      dependencies={field.notBefore ? [field.notBefore] : undefined}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
    >
      <FieldInput field={field} />
    </Form.Item>
  );
}

import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';

import { fill, ui } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';
import { dateInputProps } from '../date-input';
import { PhotoUpload } from './PhotoUpload';
import { ReferenceSelect } from './ReferenceSelect';

import './field-input.css';

type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

// number inputs have no stepper buttons (`controls={false}`): rc-input-number names them "Increase
// Value" / "Decrease Value", in English and fixed; the arrow keys still step the number

const rupiah = new Intl.NumberFormat('id-ID');

/** The input of one declared field; antd's Form.Item gives it `id`, `value` and `onChange`. */
export function FieldInput({ field, ...control }: { field: FieldDecl } & ControlProps) {
  if (field.reference) return <ReferenceSelect field={field} {...control} />;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} {...(control as object)} />;
    case 'number':
      return (
        <InputNumber<number>
          min={0}
          controls={false}
          style={{ width: '100%' }}
          suffix={field.unit}
          {...(control as object)}
        />
      );
    case 'money':
      return (
        <InputNumber<number>
          min={0}
          controls={false}
          prefix="Rp"
          style={{ width: '100%' }}
          formatter={(value) =>
            value === undefined || value === null || `${value}` === '' ? '' : rupiah.format(Number(value))
          }
          parser={(text) => Number((text ?? '').replace(/[^\d]/g, ''))}
          {...(control as object)}
        />
      );
    case 'date':
      return <DatePicker {...dateInputProps()} style={{ width: '100%' }} {...(control as object)} />;
    case 'datetime':
      return (
        <DatePicker showTime {...dateInputProps(true)} style={{ width: '100%' }} {...(control as object)} />
      );
    case 'images':
      return <PhotoUpload field={field} {...control} />;
    case 'boolean':
      return <Switch {...(control as object)} />;
    case 'select':
    case 'status':
      return (
        <Select
          options={field.options}
          placeholder={fill(ui.form.choose, { label: field.label })}
          {...(control as object)}
        />
      );
    case 'email':
      return <Input type="email" autoComplete="off" {...(control as object)} />;
    case 'phone':
      return <Input type="tel" {...(control as object)} />;
    default:
      return <Input {...(control as object)} />;
  }
}

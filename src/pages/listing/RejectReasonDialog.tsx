import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';

import { reasonTexts, signalTexts } from '../../locales/moderation';
import { fill } from '../../locales/ui';
import { PREFERENCE_PREFIX } from '../../session/session';
import type { Signal, SignalKind } from './signals/detect';

/** The reasons offered, in order; "Lainnya" asks for the text. */
export const reasonTemplates = ['duplicate', 'contact', 'photos', 'price', 'other'] as const;
export type ReasonTemplate = (typeof reasonTemplates)[number];

/** The template each signal pre-selects (a short description and too few photos are both "Foto kurang"). */
const templateOfSignal: Record<SignalKind, ReasonTemplate> = {
  duplicate: 'duplicate',
  contact: 'contact',
  incomplete: 'photos',
  price: 'price',
};

export interface ChosenReason {
  template: ReasonTemplate;
  other?: string;
}

/** The words sent and shown for a reason: the template's, or the text written for "Lainnya". */
export function reasonText(reason: ChosenReason): string {
  return reason.template === 'other' ? (reason.other ?? '').trim() : reasonTexts[reason.template];
}

const lastReasonKey = (user: string) => `${PREFERENCE_PREFIX}reject-reason:${user}`;

/** The reason this user gave last (stored like the other preferences, after sign-out too). */
export function lastRejectReason(user: string | undefined): ChosenReason | undefined {
  try {
    const stored: unknown = user ? JSON.parse(localStorage.getItem(lastReasonKey(user)) ?? 'null') : null;
    if (stored && typeof stored === 'object' && 'template' in stored) {
      const { template, other } = stored as ChosenReason;
      if (reasonTemplates.includes(template))
        return { template, ...(typeof other === 'string' && { other }) };
    }
  } catch {
    // an unreadable or blocked storage keeps nothing
  }
  return undefined;
}

export function keepReason(user: string | undefined, reason: ChosenReason) {
  try {
    if (user) localStorage.setItem(lastReasonKey(user), JSON.stringify(reason));
  } catch {
    // nothing kept: the next rejection starts from its signals alone
  }
}

/** The reason a rejection starts from: the listing's first signal's, else the one given last. */
export function startingReason(signals: readonly Signal[] | undefined, last: ChosenReason | undefined) {
  const first = signals?.[0];
  if (first) return { reason: { template: templateOfSignal[first.kind] }, from: first.kind };
  return { reason: last };
}

/** The signal a reason answers, among the listing's (the first of them): none for "Lainnya" or a reason no signal gave. */
export function signalOfReason(
  signals: readonly Signal[] | undefined,
  template: ReasonTemplate | undefined,
): SignalKind | undefined {
  return signals?.find((one) => templateOfSignal[one.kind] === template)?.kind;
}

/** Asks why a listing is rejected; "Tolak listing" resolves with the reason, "Batal" with none. */
export function RejectReasonDialog({
  title,
  signals,
  user,
  onDone,
}: {
  title: string;
  signals: readonly Signal[] | undefined;
  user: string | undefined;
  onDone: (reason: ChosenReason | undefined) => void;
}) {
  const [form] = Form.useForm<ChosenReason>();
  const [start] = useState(() => startingReason(signals, lastRejectReason(user)));
  // the reason chosen now (before the form has drawn: the one it starts from)
  const template = Form.useWatch('template', form) ?? start.reason?.template;
  const fromSignal = signalOfReason(signals, template);
  const submit = (values: ChosenReason) => {
    const reason = values.template === 'other' ? values : { template: values.template };
    keepReason(user, reason);
    onDone(reason);
  };
  return (
    <Modal
      open
      title={reasonTexts.title}
      okText={reasonTexts.confirm}
      cancelText={reasonTexts.cancel}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'reject-reason' }}
      onCancel={() => onDone(undefined)}
      destroyOnHidden
    >
      <Form form={form} id="reject-reason" layout="vertical" onFinish={submit} initialValues={start.reason}>
        <Form.Item
          name="template"
          label={fill(reasonTexts.intro, { title })}
          // a check of its own, not `required`: antd would put aria-required on the group's plain div
          rules={[
            {
              validator: (_, value: unknown) =>
                value ? Promise.resolve() : Promise.reject(new Error(reasonTexts.choose)),
            },
          ]}
          // the hint follows the choice: "Dipilih dari tanda ..." only while a signal's reason is chosen
          extra={fromSignal && fill(reasonTexts.fromSignal, { signal: signalTexts[fromSignal] })}
        >
          <Radio.Group>
            {reasonTemplates.map((one) => (
              <Radio key={one} value={one} className="reject-reason-option">
                {reasonTexts[one]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {template === 'other' && (
          <Form.Item
            name="other"
            label={reasonTexts.otherLabel}
            rules={[{ required: true, whitespace: true, message: reasonTexts.otherRequired }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={300} showCount autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

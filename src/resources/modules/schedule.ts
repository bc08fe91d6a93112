import { actionLabels, fieldLabels, menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { crudOf, everyMenu, field, listOf, personField, statusField } from '../builders';
import { defineResource } from '../define';
import { scheduleStatuses } from '../records';
import { textLimits } from '../text-limits';
import type { AppliesWhen } from '../types';
import { rules } from '../wire';

const isScheduled: AppliesWhen = { status: { in: ['scheduled'] } };
/** A viewing is booked days or weeks ahead: one more than a year ahead is asked about. */
const VIEWING_HORIZON_DAYS = 365;

export const name = 'schedule';

export const actions = ['reschedule', 'cancel'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'lead-messages',
  route: 'schedule',
  label: menuLabels.schedule,
  recordLabel: recordLabels.schedule,
  icon: 'CalendarOutlined',
  menus: everyMenu,
  service: 'main',
  titleKey: 'title',
  list: listOf('/schedule-house-list'),
  search: true,
  ...crudOf('/schedule-house-list', {
    create: true,
    update: true,
    delete: { bulk: true, undoable: true },
  }),
  actions: {
    reschedule: {
      method: 'put',
      path: '/schedule-house-list/{id}',
      success: rules.body200,
      message: messages.saved,
      ui: {
        label: actionLabels.reschedule,
        icon: 'FieldTimeOutlined',
        placement: ['row', 'detail'],
        ask: {
          kind: 'form',
          fields: [
            field('date', {
              type: 'datetime',
              required: true,
              label: fieldLabels.newDate,
              askIfPast: true,
              askIfBeyondDays: VIEWING_HORIZON_DAYS,
            }),
          ],
        },
        values: (record) => ({ date: record.date }),
        when: isScheduled,
      },
    },
    cancel: {
      method: 'put',
      path: '/schedule-house-list/{id}',
      success: rules.body200,
      message: messages.saved,
      toBody: () => ({ status: 'cancelled' }),
      // the customer and time are checked before a visit is cancelled: it keeps its confirmation
      bulk: true,
      ui: {
        label: actionLabels.cancelSchedule,
        icon: 'CloseCircleOutlined',
        danger: true,
        placement: ['row', 'detail'],
        ask: {
          kind: 'confirm',
          text: actionLabels.cancelScheduleText,
          show: ['customer_name', 'date'],
          yes: actionLabels.cancelScheduleYes,
          no: actionLabels.cancelScheduleNo,
        },
        when: isScheduled,
      },
    },
  },
  fields: [
    // the listing is chosen from the listings, never typed; its title is what the list shows
    field('title', { label: fieldLabels.property, inForm: false }),
    field('property_id', {
      label: fieldLabels.property,
      required: true,
      inList: false,
      type: 'select',
      // searched on the server, shown with the listing's code
      reference: {
        resource: 'listing',
        optionLabel: 'title',
        optionValue: 'id',
        search: true,
        describe: 'house_id',
        // the viewing carries its listing's title: the edit form names it at once, offline too
        namedBy: 'title',
      },
    }),
    personField('customer_name', { required: true, maxLength: textLimits.name }),
    field('phone', {
      type: 'phone',
      required: true,
      contact: { listing: 'title', person: 'customer_name' },
    }),
    field('date', {
      type: 'datetime',
      required: true,
      sortable: true,
      askIfPast: true,
      askIfBeyondDays: VIEWING_HORIZON_DAYS,
    }),
    statusField(scheduleStatuses, { required: true, initial: 'scheduled' }),
    field('note', { type: 'textarea', inList: false, maxLength: textLimits.note }),
  ],
});

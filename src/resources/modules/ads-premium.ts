import { actionLabels, menuLabels, recordLabels } from '../../locales/labels';
import { adPackages, listingLabels } from '../../locales/listing';
import { messages } from '../../locales/messages';
import { field, fullMenuOnly, listOf, statusField } from '../builders';
import { defineResource } from '../define';
import { numberRanges } from '../number-ranges';
import { premiumAdStatuses } from '../records';
import { rules } from '../wire';

export const name = 'ads-premium';

export const actions = ['excel'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  route: 'ads-premium',
  label: menuLabels.adsPremium,
  recordLabel: recordLabels.adsPremium,
  group: 'subscribes',
  after: 'listing-premium',
  menus: fullMenuOnly,
  service: 'main',
  idKey: 'id',
  titleKey: 'title',
  list: listOf('/premium-ads'),
  search: true,
  create: { method: 'post', path: '/premium-ads', success: rules.http201, message: messages.adCreated },
  actions: {
    excel: {
      method: 'post',
      path: '/premium-ads/excel',
      encoding: 'multipart',
      success: rules.http200,
      message: messages.adsExcelUploaded,
      ui: {
        label: actionLabels.uploadExcel,
        icon: 'UploadOutlined',
        placement: ['toolbar'],
        ask: {
          kind: 'file',
          field: 'file',
          accept: ['.xlsx', '.xls'],
          maxBytes: 5 * 1024 * 1024,
          hint: listingLabels.excelHint,
          // a preview of the first rows (the reader is loaded only when a file is chosen)
          preview: 'xlsx',
        },
      },
    },
  },
  fields: [
    field('house_id', { inForm: false, code: true }),
    field('title', { inForm: false }),
    field('property_id', {
      label: listingLabels.property,
      type: 'select',
      required: true,
      inList: false,
      // the property is searched on the server and shown by title and code; its id is sent
      reference: {
        resource: 'listing',
        optionLabel: 'title',
        optionValue: 'id',
        describe: 'house_id',
        search: true,
      },
    }),
    field('city', { inForm: false }),
    field('package', {
      label: listingLabels.adPackage,
      type: 'select',
      required: true,
      options: adPackages.map((name) => ({ label: name, value: name })),
    }),
    field('budget', {
      type: 'money',
      required: true,
      positive: true,
      sortable: true,
      ...numberRanges.packagePrice,
    }),
    field('impressions', { type: 'number', inForm: false, sortable: true }),
    field('clicks', { type: 'number', inForm: false, sortable: true }),
    // an ad runs weeks or months: a start or an end years ahead is asked about (a slip of the year)
    field('start_date', { type: 'date', required: true, sortable: true, askIfBeyondDays: 365 }),
    field('end_date', { type: 'date', required: true, notBefore: 'start_date', askIfBeyondDays: 730 }),
    statusField(premiumAdStatuses, { inForm: false }),
  ],
});

import { rules } from '../http/success-rules';
import { actionLabels, menuLabels, recordLabels } from '../locales/labels';
import { adPackages, listingLabels } from '../locales/listing';
import { messages } from '../locales/messages';
import { createdAtField, field, fullMenuOnly, listOf, statusField } from './builders';
import { listingFields, listingOne, listingRecordActions, listingStory } from './listing';
import { numberRanges } from './number-ranges';
import { premiumAdStatuses, transactionStatuses } from './records';
import type { ResourceDecl } from './types';

export const subscribesResources: ResourceDecl[] = [
  {
    name: 'subscribe',
    route: 'subscribe',
    label: menuLabels.subscribe,
    group: 'subscribes',
    menus: fullMenuOnly,
    service: 'main',
    titleKey: 'order_id',
    list: listOf('/subscribe-transaction/status'),
    search: true,
    // docs/contract.md has no call for one transaction: the detail is the list's row
    rowDetail: true,
    fields: [
      field('order_id'),
      field('user_name'),
      field('package_name'),
      field('amount', { type: 'money', sortable: true }),
      field('payment_method'),
      statusField(transactionStatuses),
      createdAtField(),
      field('email', { type: 'email', inList: false }),
      field('paid_at', { type: 'datetime', inList: false }),
      field('expired_at', { type: 'datetime', inList: false }),
    ],
  },
  {
    name: 'listing-premium',
    route: 'listing-premium',
    label: menuLabels.listingPremium,
    group: 'subscribes',
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
    titleKey: 'title',
    list: listOf('/house-list/premium'),
    search: true,
    one: listingOne,
    actions: listingRecordActions,
    // no update of its own: a premium listing's price is changed on the listing, not in its cell here
    fields: listingFields.map((one) => ({ ...one, inForm: false, editInList: undefined })),
    story: listingStory,
  },
  {
    name: 'ads-premium',
    route: 'ads-premium',
    label: menuLabels.adsPremium,
    recordLabel: recordLabels.adsPremium,
    group: 'subscribes',
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
  },
];

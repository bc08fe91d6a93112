import { rules } from '../http/success-rules';
import { actionLabels as a, menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { createdAtField, everyMenu, field, listOf, statusField } from './builders';
import type { ActionDecl, FieldDecl, OperationDecl, ResourceDecl, Values } from './types';

/** SPEC.md section 4: create and update of listings reset the fair-price flags. */
export function resetFairPrice(values: Values): Values {
  return { ...values, isFairPrice: false, fairprice: null };
}

const listingStatuses = ['active', 'pending', 'sold', 'inactive'] as const;

export const listingFields: FieldDecl[] = [
  field('house_id', { inForm: false }),
  field('title', { required: true, sortable: true }),
  field('type', {
    type: 'select',
    required: true,
    filter: true,
    reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
  }),
  field('price', { type: 'money', required: true, sortable: true }),
  field('city', { required: true, filter: true }),
  field('province', { inList: false }),
  field('address', { type: 'textarea', inList: false }),
  field('land_area', { type: 'number', inList: false }),
  field('building_area', { type: 'number', inList: false }),
  field('bedrooms', { type: 'number', inList: false }),
  field('bathrooms', { type: 'number', inList: false }),
  field('certificate', {
    type: 'select',
    inList: false,
    options: ['SHM', 'HGB', 'Strata'].map((v) => ({ label: v, value: v })),
  }),
  field('description', { type: 'textarea', inList: false }),
  statusField(listingStatuses, { inForm: false }),
  field('agent_name', { inForm: false }),
  createdAtField(),
];

/** A listing is read by its slug (SPEC.md section 7: GET /house-list/by/{slug}). */
export const listingOne: OperationDecl = {
  method: 'get',
  path: '/house-list/by/{slug}',
  success: rules.body200,
  idParam: 'slug',
};

const isSold = (record: Values) => record.status === 'sold' || record.sold === true;

/** Status and sold: offered on the rows and the detail of standard and premium listings. */
export const listingRecordActions: Record<string, ActionDecl> = {
  status: {
    method: 'put',
    path: '/house-list/status/{id}',
    success: rules.http200,
    message: messages.listingStatusUpdated,
    ui: {
      label: a.changeStatus,
      icon: 'SwapOutlined',
      placement: ['row', 'detail'],
      ask: { kind: 'form', fields: [statusField(listingStatuses, { required: true, filter: false })] },
      values: (record) => ({ status: record.status }),
      invalidates: ['listing', 'listing-premium'],
    },
  },
  sold: {
    method: 'put',
    path: '/house-list/{id}',
    success: rules.http200,
    message: messages.listingSold,
    toBody: (values) => ({ ...values, sold: true }),
    ui: {
      label: a.markSold,
      icon: 'CheckCircleOutlined',
      placement: ['row', 'detail'],
      ask: { kind: 'confirm', text: a.markSoldText },
      when: (record) => !isSold(record),
      invalidates: ['listing', 'listing-premium'],
    },
  },
};

export const listingResources: ResourceDecl[] = [
  {
    name: 'listing',
    route: 'listing',
    label: m.listing,
    icon: 'HomeOutlined',
    menus: everyMenu,
    service: 'main',
    idKey: 'id',
    titleKey: 'title',
    list: listOf('/house-list/admin'),
    search: true,
    one: listingOne,
    create: {
      method: 'post',
      path: '/house-list',
      success: rules.http201,
      message: messages.listingCreated,
      toBody: resetFairPrice,
    },
    update: {
      method: 'put',
      path: '/house-list/{id}',
      success: rules.http200,
      message: messages.listingUpdated,
      toBody: resetFairPrice,
    },
    delete: { method: 'delete', path: '/house-list/{id}', success: rules.http200, message: messages.removed },
    actions: {
      ...listingRecordActions,
      'upload-csv': {
        method: 'post',
        path: '/house-list/upload-csv',
        encoding: 'multipart',
        success: rules.http201,
        message: messages.listingCsvQueued,
        ui: {
          label: a.uploadCsv,
          icon: 'UploadOutlined',
          placement: ['toolbar'],
          ask: { kind: 'file', field: 'file', accept: ['.csv'], maxBytes: 20 * 1024 * 1024 },
        },
      },
    },
    fields: listingFields,
  },
];

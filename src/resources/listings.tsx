import { DashboardOutlined, HomeOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { rules } from '../http/success-rules';
import { fieldLabels as f, menuLabels as m, statusOptions } from '../locales/labels';
import { messages } from '../locales/messages';
import { everyMenu, fullMenuOnly, listOf } from './builders';
import type { FieldDecl, ResourceDecl, Values } from './types';

/** SPEC.md section 4: create and update of listings reset the fair-price flags. */
export function resetFairPrice(values: Values): Values {
  return { ...values, isFairPrice: false, fairprice: null };
}

export const listingFields: FieldDecl[] = [
  { key: 'house_id', label: f.houseId, inForm: false },
  { key: 'title', label: f.title, required: true, sortable: true },
  {
    key: 'type',
    label: f.type,
    type: 'select',
    required: true,
    filter: true,
    reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
  },
  { key: 'price', label: f.price, type: 'money', required: true, sortable: true },
  { key: 'city', label: f.city, required: true, filter: true },
  { key: 'province', label: f.province, inList: false },
  { key: 'address', label: f.address, type: 'textarea', inList: false },
  { key: 'land_area', label: f.landArea, type: 'number', inList: false },
  { key: 'building_area', label: f.buildingArea, type: 'number', inList: false },
  { key: 'bedrooms', label: f.bedrooms, type: 'number', inList: false },
  { key: 'bathrooms', label: f.bathrooms, type: 'number', inList: false },
  {
    key: 'certificate',
    label: f.certificate,
    type: 'select',
    inList: false,
    options: ['SHM', 'HGB', 'Strata'].map((v) => ({ label: v, value: v })),
  },
  { key: 'description', label: f.description, type: 'textarea', inList: false },
  {
    key: 'status',
    label: f.status,
    type: 'status',
    filter: true,
    inForm: false,
    options: statusOptions('active', 'pending', 'sold', 'inactive'),
  },
  { key: 'agent_name', label: f.agent, inForm: false },
  { key: 'created_at', label: f.createdAt, type: 'date', inForm: false, sortable: true },
];

const listingOne = { method: 'get', path: '/house-list/by/{slug}', success: rules.body200 } as const;

export const listingResources: ResourceDecl[] = [
  {
    name: 'dashboard',
    route: '',
    label: m.dashboard,
    icon: <DashboardOutlined />,
    menus: everyMenu,
    service: 'main',
    actions: {
      statistic: { method: 'get', path: '/house-list/admin-statistic', success: rules.body200 },
    },
    pages: { list: lazy(() => import('../pages/dashboard/DashboardHome')) },
  },
  {
    name: 'listing',
    route: 'listing',
    label: m.listing,
    icon: <HomeOutlined />,
    menus: everyMenu,
    service: 'main',
    idKey: 'id',
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
      status: {
        method: 'put',
        path: '/house-list/status/{id}',
        success: rules.http200,
        message: messages.listingStatusUpdated,
      },
      sold: {
        method: 'put',
        path: '/house-list/{id}',
        success: rules.http200,
        message: messages.listingSold,
        toBody: (values) => ({ ...values, sold: true }),
      },
      'upload-csv': {
        method: 'post',
        path: '/house-list/upload-csv',
        encoding: 'multipart',
        success: rules.http201,
        message: messages.listingCsvQueued,
      },
    },
    fields: listingFields,
  },
  {
    name: 'subscribe',
    route: 'subscribe',
    label: m.subscribe,
    group: 'subscribes',
    menus: fullMenuOnly,
    service: 'main',
    list: listOf('/subscribe-transaction/status'),
    search: true,
    fields: [
      { key: 'order_id', label: f.orderId },
      { key: 'user_name', label: f.user },
      { key: 'package_name', label: f.package },
      { key: 'amount', label: f.amount, type: 'money', sortable: true },
      { key: 'payment_method', label: f.method },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        options: statusOptions('pending', 'paid', 'expired'),
      },
      { key: 'created_at', label: f.createdAt, type: 'date', sortable: true },
    ],
  },
  {
    name: 'listing-premium',
    route: 'listing-premium',
    label: m.listingPremium,
    group: 'subscribes',
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
    list: listOf('/house-list/premium'),
    search: true,
    one: listingOne,
    fields: listingFields.map((field) => ({ ...field, inForm: false })),
  },
  {
    name: 'ads-premium',
    route: 'ads-premium',
    label: m.adsPremium,
    group: 'subscribes',
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
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
      },
    },
    fields: [
      { key: 'house_id', label: f.houseId, inForm: false },
      { key: 'title', label: f.title, required: true },
      { key: 'property_id', label: f.propertyId, inList: false },
      { key: 'city', label: f.city, inForm: false },
      { key: 'package', label: f.package },
      { key: 'budget', label: f.budget, type: 'money', required: true, sortable: true },
      { key: 'impressions', label: f.impressions, type: 'number', inForm: false, sortable: true },
      { key: 'clicks', label: f.clicks, type: 'number', inForm: false, sortable: true },
      { key: 'start_date', label: f.startDate, type: 'date', required: true, sortable: true },
      { key: 'end_date', label: f.endDate, type: 'date', required: true },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        inForm: false,
        filter: true,
        options: statusOptions('active', 'scheduled', 'ended'),
      },
    ],
  },
];

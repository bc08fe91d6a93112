import { actionLabels } from '../locales/labels';
import { certificateLabels, listingLabels, qualityTexts, units } from '../locales/listing';
import { messages } from '../locales/messages';
import { createdAtField, field, personField, statusField } from './builders';
import { numberRanges } from './number-ranges';
import { certificates, certificateSpellings, listingStatuses, typesWithoutLand } from './records';
import { regionCascadeFields, regionCodeKeys } from './region-fields';
import { textLimits } from './text-limits';
import type {
  ActionDecl,
  AppliesWhen,
  FieldDecl,
  ModerationDecl,
  OperationDecl,
  QualityDecl,
  StoryDecl,
  Values,
} from './types';
import { rules } from './wire';

/** docs/contract.md section 4: create and update of listings reset the fair-price flags. */
export function resetFairPrice(values: Values): Values {
  return { ...values, isFairPrice: false, fairprice: null };
}

/** The largest CSV the upload takes (the demo backend answers 413 above it). */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** A listing's title: long enough for a portal's headline, short enough to read in a list and a header. */
export const LISTING_TITLE_MAX = 100;

/** How far (in % of the fair price) a listing's price may be from it before the form asks to check it. */
export const FAR_FROM_FAIR_PERCENT = 50;

export const listingFields: FieldDecl[] = [
  field('house_id', { inForm: false, code: true }),
  field('title', { required: true, maxLength: LISTING_TITLE_MAX, sortable: true }),
  field('trait', {
    label: listingLabels.trait,
    type: 'select',
    inList: false,
    reference: { resource: 'master-trait', optionLabel: 'name', optionValue: 'name' },
    bulkEdit: true,
  }),
  field('type', {
    type: 'select',
    required: true,
    filter: true,
    reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
    bulkEdit: true,
  }),
  field('price', {
    type: 'money',
    required: true,
    positive: true,
    sortable: true,
    ...numberRanges.propertyPrice,
    // a price far from the fair price the server judged (e.g. Rp 1 for "1,5 M") is pointed out as typed
    farFrom: { field: 'fairprice', percent: FAR_FROM_FAIR_PERCENT },
    // changed in its cell through the update (a PUT of the whole listing, read first)
    editInList: true,
  }),
  field('city', { inForm: false }),
  field('province', { inList: false, inForm: false }),
  field('district', { inList: false, inForm: false }),
  field('village', { label: listingLabels.village, inList: false, inForm: false }),
  // the place is chosen from the documented lookups and sent by code; the names above come back
  ...regionCascadeFields('master-slug', { required: true }).map((one) =>
    one.key === 'id_kota' ? { ...one, filter: true } : one,
  ),
  field('address', { type: 'textarea', inList: false, maxLength: textLimits.address }),
  field('land_area', {
    label: listingLabels.landArea,
    type: 'number',
    unit: units.squareMetre,
    positive: true,
    // a unit in a building has no land of its own
    optionalWhen: { field: 'type', values: typesWithoutLand },
    inList: false,
    ...numberRanges.landArea,
  }),
  field('building_area', {
    label: listingLabels.buildingArea,
    type: 'number',
    unit: units.squareMetre,
    positive: true,
    inList: false,
    ...numberRanges.buildingArea,
  }),
  field('bedrooms', { type: 'number', unit: units.room, inList: false, ...numberRanges.rooms }),
  field('bathrooms', { type: 'number', unit: units.room, inList: false, ...numberRanges.rooms }),
  field('floors', {
    label: listingLabels.floors,
    type: 'number',
    unit: units.floor,
    inList: false,
    ...numberRanges.floors,
  }),
  field('certificate', {
    type: 'select',
    inList: false,
    options: certificates.map((value) => ({
      label: certificateLabels[value] ?? value,
      value,
      spellings: certificateSpellings[value],
    })),
    bulkEdit: true,
  }),
  field('facilities', {
    label: listingLabels.facilities,
    type: 'select',
    inList: false,
    reference: { resource: 'extra-facility', optionLabel: 'name', optionValue: 'name', multiple: true },
    bulkEdit: true,
  }),
  field('description', { type: 'textarea', inList: false, maxLength: textLimits.description }),
  field('photos', {
    label: listingLabels.photos,
    type: 'images',
    inList: false,
    upload: { folder: 'listing' },
  }),
  // changed on many listings by the status call (its form offers every status but sold); never by the
  // update (docs/contract.md section 4), so not in its cell either: "Ubah Status" on the row
  statusField(listingStatuses, { inForm: false, bulkEdit: { action: 'status' } }),
  personField('agent_name', { label: listingLabels.agent, inForm: false }),
  createdAtField(),
];

/** The detail view: every field but the region codes (their names are shown), plus the fair price. */
export const listingShowFields: FieldDecl[] = [
  // the photos are shown above the fields
  ...listingFields.filter((one) => !regionCodeKeys.includes(one.key) && one.key !== 'photos'),
  field('fairprice', { label: listingLabels.fairPrice, type: 'money' }),
  field('slug', { label: listingLabels.slug }),
  field('updated_at', { type: 'date' }),
];

/** A listing is read by its slug (docs/contract.md section 7: GET /house-list/by/{slug}). */
export const listingOne: OperationDecl = {
  method: 'get',
  path: '/house-list/by/{slug}',
  success: rules.body200,
  idParam: 'slug',
};

/**
 * A sold listing keeps its status and stays sold (the service refuses a change, docs/contract.md
 * section 4): status and sold apply to the others only.
 */
const notSold: AppliesWhen = { status: { notIn: ['sold'] }, sold: { notIn: [true] } };

/** PUT /house-list/status/{id} `{ status }` (docs/contract.md section 7). */
export const statusCall: OperationDecl = {
  method: 'put',
  path: '/house-list/status/{id}',
  success: rules.http200,
  message: messages.listingStatusUpdated,
};

/**
 * The moderation signals of a listing (Tinjau listing, the Listing column and its "Perlu perhatian"
 * filter): three photos and a few sentences (60 characters) make a listing worth showing; the facts are the form's
 * own required ones and those a buyer asks first.
 */
export const listingModeration: ModerationDecl = {
  titleKey: 'title',
  descriptionKey: 'description',
  photosKey: 'photos',
  priceKey: 'price',
  fairPriceKey: 'fairprice',
  addressKey: 'address',
  areaKey: 'id_kota',
  codeKey: 'house_id',
  minPhotos: 3,
  minDescription: 60,
  facts: ['type', 'address', 'certificate', 'land_area'],
  farFromFair: 0.35,
  duplicatePrice: 0.05,
  similarAddress: 0.85,
  similarTitle: 0.8,
  similarDescription: 0.9,
  photoDistance: 6,
  // our addition: PUT /house-list/status/{id} carries the rejection's reason beside `status`
  rejectReason: { action: 'status', field: 'reason' },
};

/**
 * The listing's quality score while it is written: the portals rank a listing by its photos (five or
 * more), a headline and a description a buyer can judge from, the areas, the certificate, the place to
 * the village and the price. Photos and description weigh most, as they do in the portals' own scores.
 */
export const listingQuality: QualityDecl = {
  rules: [
    { field: 'photos', kind: 'count', target: 5, points: 25, fix: qualityTexts.photos },
    { field: 'title', kind: 'length', target: 30, points: 10, fix: qualityTexts.title },
    { field: 'description', kind: 'length', target: 200, points: 20, fix: qualityTexts.description },
    {
      field: 'land_area',
      kind: 'positive',
      points: 10,
      fix: qualityTexts.landArea,
      unless: { field: 'type', values: typesWithoutLand },
    },
    { field: 'building_area', kind: 'positive', points: 10, fix: qualityTexts.buildingArea },
    { field: 'certificate', kind: 'filled', points: 5, fix: qualityTexts.certificate },
    { field: 'id_kelurahan', kind: 'filled', fields: regionCodeKeys, points: 10, fix: qualityTexts.village },
    { field: 'address', kind: 'filled', points: 5, fix: qualityTexts.address },
    { field: 'price', kind: 'positive', points: 5, fix: qualityTexts.price },
  ],
};

/** A listing's story: the payment service's activity log names a listing by its code ("listing HL-000104"). */
export const listingStory: StoryDecl = {
  log: 'activity',
  filters: { module: 'Listing' },
  codeKey: 'house_id',
  idKeys: ['record_id', 'target_id', 'house_id', 'listing_id', 'id_house'],
  authorKeys: ['user_name', 'name', 'user', 'email'],
  timeKeys: ['created_at', 'createdAt', 'timestamp', 'time'],
  wordKeys: ['description', 'message', 'detail', 'activity'],
};

/** Status and sold: offered on the rows and the detail of standard and premium listings. */
export const listingRecordActions: Record<string, ActionDecl> = {
  status: {
    ...statusCall,
    bulk: true,
    undoable: (record, values) => ({ ...record, status: values.status }),
    ui: {
      label: actionLabels.changeStatus,
      icon: 'SwapOutlined',
      placement: ['row', 'detail'],
      // a sale goes through "Tandai Terjual", which asks first (it is final): not offered as a status here
      ask: {
        kind: 'form',
        fields: [
          statusField(
            listingStatuses.filter((one) => one !== 'sold'),
            { required: true, filter: false },
          ),
        ],
      },
      values: (record) => ({ status: record.status }),
      when: notSold,
      invalidates: ['listing', 'listing-premium'],
    },
  },
  sold: {
    method: 'put',
    path: '/house-list/{id}',
    success: rules.http200,
    message: messages.listingSold,
    toBody: (values) => ({ ...values, sold: true }),
    bulk: true,
    undoable: (record) => ({ ...record, status: 'sold', sold: true }),
    ui: {
      label: actionLabels.markSold,
      icon: 'CheckCircleOutlined',
      placement: ['row', 'detail'],
      // a sold listing stays sold: asked first, and the undo window is the only way back
      ask: {
        kind: 'confirm',
        text: actionLabels.markSoldText,
        final: actionLabels.markSoldFinal,
        yes: actionLabels.markSoldYes,
      },
      when: notSold,
      invalidates: ['listing', 'listing-premium'],
    },
  },
};

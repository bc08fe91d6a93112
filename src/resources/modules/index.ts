// The resources declared in one module each (src/resources/define.ts): one line registers one. The
// registry places each in the sidebar (its `after`), names.ts reads its name, the palette its
// `keywords`, and the demo backend serves and seeds it from its declaration
// (src/mocks/handlers/declared.ts, src/mocks/seed/declared.ts).
export * as activity from './activity';
export * as adsPremium from './ads-premium';
export * as areaMaster from './area-master';
export * as biChecking from './bi-checking';
export * as completingRegister from './completing-register';
export * as dashboard from './dashboard';
export * as extraFacility from './extra-facility';
export * as fairPriceCalculator from './fair-price-calculator';
export * as findProperti from './find-properti';
export * as houseType from './house-type';
export * as leadMessages from './lead-messages';
export * as leadRequests from './lead-requests';
export * as leads from './leads';
export * as listing from './listing';
export * as listingPremium from './listing-premium';
export * as listingViews from './listing-views';
export * as lytics from './lytics';
export * as masterAreaCity from './master-area-city';
export * as masterAreaDistrict from './master-area-district';
export * as masterAreaProvince from './master-area-province';
export * as masterAreaVillage from './master-area-village';
export * as masterSlugCity from './master-slug-city';
export * as masterSlugDistrict from './master-slug-district';
export * as masterSlugProvince from './master-slug-province';
export * as masterSlugVillage from './master-slug-village';
export * as masterSubscribe from './master-subscribe';
export * as masterTrait from './master-trait';
export * as notification from './notification';
export * as notificationOwn from './notification-own';
export * as payment from './payment';
export * as profile from './profile';
export * as reportShare from './report-share';
export * as schedule from './schedule';
export * as specialArea from './special-area';
export * as subscribe from './subscribe';
export * as uploads from './uploads';
export * as users from './users';
export * as usytics from './usytics';
export * as withdrawal from './withdrawal';

// docs/contract.md section 2's screens and the call each makes when it opens (docs/contract.md section 7).
// `path` is under /dashboard; `service` is the demo base (/demo-api/<service>); `query` lists
// parameters the call must carry.

export const ROUTES = [
  { path: '', label: 'Dashboard', service: 'main', endpoint: '/house-list/admin-statistic' },
  { path: 'listing', label: 'Listing', service: 'main', endpoint: '/house-list/admin' },
  { path: 'users', label: 'Users', service: 'main', endpoint: '/user/agent' },
  { path: 'subscribe', label: 'Data Subscribe', service: 'main', endpoint: '/subscribe-transaction/status' },
  { path: 'listing-premium', label: 'Listing Premium', service: 'main', endpoint: '/house-list/premium' },
  { path: 'ads-premium', label: 'Ads Premium', service: 'main', endpoint: '/premium-ads' },
  { path: 'find-properti', label: 'Carikan Properti', service: 'main', endpoint: '/find-properties' },
  { path: 'bi-checking', label: 'BI Checking', service: 'main', endpoint: '/bi-checking' },
  { path: 'leads', label: 'Potensi Leads', service: 'main', endpoint: '/request-cust/group-property_id' },
  { path: 'schedule', label: 'Schedule List', service: 'main', endpoint: '/schedule-house-list' },
  { path: 'profile', label: 'Profil', service: 'main', endpoint: '/agent-profile/{auth_id}' },
  { path: 'notification', label: 'Notification', service: 'main', endpoint: '/notification' },
  { path: 'notification-own', label: null, service: 'main', endpoint: '/notification/{auth_id}' },
  { path: 'withdrawal', label: 'Withdrawal', service: 'main', endpoint: '/withdrawal/admin' },
  { path: 'report-share', label: 'Report Share', service: 'main', endpoint: '/report-share' },
  { path: 'master/tipe', label: 'Tipe Properti', service: 'main', endpoint: '/house-type' },
  { path: 'master/title', label: 'Judul Properti', service: 'main', endpoint: '/master-trait' },
  { path: 'master/packages', label: 'Package Subsc', service: 'main', endpoint: '/master-subscribe' },
  { path: 'master/facility', label: 'Fasilitas', service: 'main', endpoint: '/extra-facility' },
  {
    path: 'master/indicator-fairprice',
    label: 'Indikator',
    service: 'main',
    endpoint: '/fair-price-calculator',
  },
  { path: 'master/area-indicator', label: 'Area Indikator', service: 'main', endpoint: '/area-master' },
  { path: 'master/area-popular', label: 'Populer Area', service: 'main', endpoint: '/special-area' },
  { path: 'master-slug/province', label: 'Provinsi', service: 'main', endpoint: '/master-province' },
  {
    path: 'master-slug/city',
    label: 'Kota',
    service: 'main',
    endpoint: '/master-city',
    query: ['id_provinsi'],
  },
  {
    path: 'master-slug/district',
    label: 'Kecamatan',
    service: 'main',
    endpoint: '/master-district',
    query: ['id_kota'],
  },
  {
    path: 'master-slug/village',
    label: 'Kelurahan',
    service: 'main',
    endpoint: '/master-village',
    query: ['id_kecamatan'],
  },
  { path: 'master-area/province', label: 'Provinsi', service: 'main', endpoint: '/provinces' },
  { path: 'master-area/city', label: 'Kota', service: 'main', endpoint: '/cities', query: ['id_provinsi'] },
  {
    path: 'master-area/district',
    label: 'Kecamatan',
    service: 'main',
    endpoint: '/districts',
    query: ['id_kota'],
  },
  {
    path: 'master-area/village',
    label: 'Kelurahan',
    service: 'main',
    endpoint: '/villages',
    query: ['id_kecamatan'],
  },
  { path: 'pg/payment', label: 'Payment', service: 'payment', endpoint: '/payment' },
  { path: 'pg/logs', label: 'Logs', service: 'payment', endpoint: '/activity' },
  {
    path: 'analytics/statistic',
    label: 'Analytics',
    service: 'payment',
    endpoint: '/lytics',
    query: ['startDate', 'endDate'],
  },
  { path: 'analytics/user', label: 'User Logs', service: 'payment', endpoint: '/usytics' },
];

/** Routes the reduced menu (flag ADMIN) leaves out (docs/contract.md section 2). */
export const FULL_ONLY = new Set([
  'subscribe',
  'listing-premium',
  'ads-premium',
  'bi-checking',
  'master/packages',
  'master-area/province',
  'master-area/city',
  'master-area/district',
  'master-area/village',
  'pg/payment',
  'pg/logs',
  'analytics/statistic',
  'analytics/user',
  'report-share',
  'withdrawal',
]);

export function routeUrl(baseURL, route) {
  return route.path ? `${baseURL}/dashboard/${route.path}` : `${baseURL}/dashboard`;
}

/** Does a request URL hit the route's documented endpoint (with its query parameters)? */
export function hitsEndpoint(url, route, authId) {
  const parsed = new URL(url);
  const expected = `/demo-api/${route.service}${route.endpoint.replace('{auth_id}', authId)}`;
  if (parsed.pathname !== expected) return false;
  return (route.query ?? []).every((key) => (parsed.searchParams.get(key) ?? '') !== '');
}

/**
 * The routes in `parts` consecutive parts, each with its name ("1/2"): a walk over every route as
 * several tests, which run side by side on two browser workers.
 */
export function routeParts(parts) {
  const size = Math.ceil(ROUTES.length / parts);
  return Array.from({ length: parts }, (_, i) => ({
    name: `${i + 1}/${parts}`,
    routes: ROUTES.slice(i * size, (i + 1) * size),
  }));
}

/** The path of a route in the app. */
export const routePath = (route) => (route.path ? `/dashboard/${route.path}` : '/dashboard');

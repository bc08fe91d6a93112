// Runtime configuration, read before the app starts. The container's entrypoint rewrites this file
// from its environment (API_URL, PAYMENT_API_URL, AUTH_API_URL, UPLOAD_URL, SOCKET_URL,
// SESSION_SECRET, PRODUCT_NAME); an empty object keeps the build-time VITE_* defaults.
window.__APP_CONFIG__ = {};

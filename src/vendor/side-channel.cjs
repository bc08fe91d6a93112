'use strict';

// `side-channel` (the private-state store of qs, which Refine's router uses) on the browser's own
// WeakMap and Map. The package also carries fallbacks for engines without them, which pull
// get-intrinsic, object-inspect and a dozen helpers (about 10 KiB gzip) into the login page.
// The same contract: assert, delete, get, has, set, for object and primitive keys alike.
// vite.config.ts aliases `side-channel` to this file.
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  var storeOf = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};

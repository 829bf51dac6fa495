/**
 * The built-in stand-in of a device-fingerprint agent (decision 0052), served at
 * BUILTIN_FINGERPRINT_SCRIPT when content's is_seon_enabled is on and no vendor's script is configured
 * (DEVICE_FINGERPRINT_SCRIPT_URL). It offers what the site's loader asks of any agent — a global `seon`
 * whose `getSession()` resolves to an opaque payload — so the vendor's agent takes its place by config.
 * The payload is a hash of what the browser tells about its device: the same device gives the same
 * payload, across sessions and accounts, which is all the built-in risk check needs. Plain ES5, no
 * build step: it is sent as it is written.
 */
export const FINGERPRINT_AGENT_JS = `(function () {
  'use strict';
  if (window.seon && typeof window.seon.getSession === 'function') return;
  // cyrb53: a fast 53-bit string hash (public domain algorithm), twice with different seeds.
  function hash(text, seed) {
    var h1 = 0xdeadbeef ^ seed, h2 = 0x41c6ce57 ^ seed;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  }
  function traits() {
    var n = window.navigator || {}, s = window.screen || {}, zone = '';
    try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) { zone = ''; }
    return [n.userAgent, n.language, (n.languages || []).join(','), n.platform, n.hardwareConcurrency,
      n.deviceMemory, n.maxTouchPoints, s.width + 'x' + s.height + 'x' + s.colorDepth, zone,
      new Date().getTimezoneOffset()].join('|');
  }
  window.seon = {
    init: function () {},
    getSession: function () {
      var text = traits();
      return Promise.resolve('aurora-' + hash(text, 1) + hash(text, 2));
    }
  };
})();
`;

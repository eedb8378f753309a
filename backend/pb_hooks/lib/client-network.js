// The network a request comes from, as the sign-in lockout and the sign-up limit count it: an
// IPv4 address as it is, an IPv6 address by its /64 prefix. One home, phone or server gets a
// whole /64 (2^64 addresses), so counting single IPv6 addresses would let one attacker act as
// millions of clients. Plain CommonJS: used by the hooks and by the tests.

/** @param {string} text an IPv6 address, compressed or not @returns {string[] | null} its 8 groups of 4 hex digits */
function ipv6Groups(text) {
  // An IPv4 address written in the last 32 bits (::ffff:192.0.2.1) becomes two hex groups.
  const dotted = text.match(/^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  let address = text;
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some(function (b) { return b > 255; })) return null;
    address = dotted[1] + (bytes[0] * 256 + bytes[1]).toString(16) + ':' + (bytes[2] * 256 + bytes[3]).toString(16);
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const named = head.length + tail.length;
  if (halves.length === 1 ? named !== 8 : named > 7) return null;
  const groups = head.concat(Array.from({ length: 8 - named }, function () { return '0'; }), tail);
  if (!groups.every(function (group) { return /^[0-9a-f]{1,4}$/.test(group); })) return null;
  return groups.map(function (group) { return ('000' + group).slice(-4); });
}

/**
 * @param {string} address a client address as PocketBase's realIP() gives it
 * @returns {string} the address to count by: `192.0.2.1`, `2001:0db8:0001:0002::/64`, or `unknown`
 */
function clientNetwork(address) {
  const text = String(address || '').trim().toLowerCase().replace(/%.*$/, '');
  if (!text) return 'unknown';
  if (text.indexOf(':') < 0) return text.slice(0, 64);
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, 64);
  // An IPv4 client seen through an IPv6 socket is that IPv4 client.
  if (groups.slice(0, 5).join('') === '00000000000000000000' && groups[5] === 'ffff') {
    const high = parseInt(groups[6], 16);
    const low = parseInt(groups[7], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return groups.slice(0, 4).join(':') + '::/64';
}

module.exports = { clientNetwork };

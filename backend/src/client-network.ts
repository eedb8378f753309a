// The network a request comes from, as the sign-in lockout, the sign-up limit and realtime's waiting
// room count it: an IPv4 address as it is, an IPv6 address by its /64 prefix. One home, phone or server
// gets a whole /64 (2^64 addresses), so counting single IPv6 addresses would let one attacker act as
// millions of clients. Pure: the tests run it in Node.

/** An IPv6 address, compressed or not, as its 8 groups of 4 hex digits; null when it is none. */
function ipv6Groups(text: string): string[] | null {
  // An IPv4 address written in the last 32 bits (::ffff:192.0.2.1) becomes two hex groups.
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  let address = text;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(2).map(Number);
    if ([a, b, c, d].some((byte) => byte > 255)) return null;
    address = dotted[1] + (a * 256 + b).toString(16) + ':' + (c * 256 + d).toString(16);
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const named = head.length + tail.length;
  if (halves.length === 1 ? named !== 8 : named > 7) return null;
  const groups = [...head, ...Array.from({ length: 8 - named }, () => '0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => ('000' + group).slice(-4));
}

/**
 * `address`: a client address as PocketBase's realIP() gives it. Returns the address to count by:
 * `192.0.2.1`, `2001:0db8:0001:0002::/64`, or `unknown`.
 */
export function clientNetwork(address: string): string {
  const text = String(address || '')
    .trim()
    .toLowerCase()
    .replace(/%.*$/, '');
  if (!text) return 'unknown';
  if (!text.includes(':')) return text.slice(0, 64);
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, 64);
  // An IPv4 client seen through an IPv6 socket is that IPv4 client.
  if (groups.slice(0, 5).join('') === '00000000000000000000' && groups[5] === 'ffff') {
    const high = parseInt(groups[6] ?? '0', 16);
    const low = parseInt(groups[7] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return groups.slice(0, 4).join(':') + '::/64';
}

/// <reference path="../pb_data/types.d.ts" />
// Realtime at the cost of what the portal's screens ask of it (src/realtime.ts): the subscriptions the
// bell makes, signed in, on a few connections per account and a few waiting ones per network.

// Every message a connection is sent passes here; its first, PB_CONNECT, is where a connection opens.
onRealtimeMessageSend((e) => {
  if (e.message.name !== 'PB_CONNECT') return e.next();
  return require(`${__hooks}/lib/server.js`).realtime.admitConnection(e);
});

onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/server.js`).realtime.checkSubscriptions(e));

cronAdd('realtime-places', '*/10 * * * *', () => {
  require(`${__hooks}/lib/server.js`).realtime.forgetEnded();
});

/// <reference path="../pb_data/types.d.ts" />
// The database's checkpoints off the write path (lib/checkpoints.js).
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/checkpoints.js`).leaveCheckpointsToOthers(e.app);
});

cronAdd('wal-checkpoint', '* * * * *', () => {
  require(`${__hooks}/lib/checkpoints.js`).checkpoint($app);
});

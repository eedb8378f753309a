/// <reference path="../pb_data/types.d.ts" />
// The database's checkpoints off the write path (lib/checkpoints.js).
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/checkpoints.js`).leaveCheckpointsToOthers(e.app);
});

// Every minute; WAL_CHECKPOINT_CRON another schedule (a test that must see the log grow uninterrupted).
cronAdd('wal-checkpoint', $os.getenv('WAL_CHECKPOINT_CRON') || '* * * * *', () => {
  require(`${__hooks}/lib/checkpoints.js`).checkpoint($app);
});

/// <reference path="../pb_data/types.d.ts" />
// The database's checkpoints off the write path (src/checkpoints.ts).
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/server.js`).checkpoints.leaveCheckpointsToOthers(e.app);
});

// Every minute; WAL_CHECKPOINT_CRON another schedule (a test that must see the log grow uninterrupted).
cronAdd('wal-checkpoint', $os.getenv('WAL_CHECKPOINT_CRON') || '* * * * *', () => {
  require(`${__hooks}/lib/server.js`).checkpoints.checkpoint($app);
});

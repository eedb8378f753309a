/// <reference path="../pb_data/types.d.ts" />
// Wrong sign-ins are counted per account and client network (backend/src/lockout), so that
// a stranger's guesses lock the stranger out, not the child: `auth_lockouts.network` is the
// client's network, or empty on the row that counts the account's tries from everywhere.
// `auth_known_networks` remembers, for 30 days, the networks an account signed in from with its
// right password (as a hash): the account's lock for everyone spares them.
migrate(
  (app) => {
    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.fields.add(new TextField({ name: 'network', max: 64 }));
    lockouts.removeIndex('idx_auth_lockouts_identity');
    lockouts.addIndex('idx_auth_lockouts_identity', true, 'collection_name, identity, network', '');
    app.save(lockouts);

    const known = new Collection({
      type: 'base',
      name: 'auth_known_networks',
      fields: [
        { name: 'collection_name', type: 'text', required: true, max: 50 },
        { name: 'identity', type: 'text', required: true, max: 255 },
        { name: 'network_hash', type: 'text', required: true, max: 64 },
        { name: 'expires_at', type: 'date', required: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_auth_known_networks_identity ON auth_known_networks (collection_name, identity, network_hash)',
        'CREATE INDEX idx_auth_known_networks_expires_at ON auth_known_networks (expires_at)',
      ],
    });
    app.save(known);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('auth_known_networks'));

    // Only the accounts' own rows fit the old index (one row per account).
    app.db().newQuery("DELETE FROM auth_lockouts WHERE network != ''").execute();
    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.removeIndex('idx_auth_lockouts_identity');
    lockouts.addIndex('idx_auth_lockouts_identity', true, 'collection_name, identity', '');
    lockouts.fields.removeByName('network');
    app.save(lockouts);
  },
);

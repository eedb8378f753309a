/// <reference path="../pb_data/types.d.ts" />
// The weekly summary (docs/product.md, "Notifications and emails"): each parent keeps (hidden) the week whose summary went, so that each
// week's goes once, whatever restarts or reruns; read by that week (index) in batches by the cron
// `weekly-summary` (src/emails/summary.ts).
migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.fields.add(new TextField({ name: 'summary_week', hidden: true, max: 10 }));
    parents.addIndex('idx_parents_summary_week', false, 'summary_week', '');
    app.save(parents);
  },
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.removeIndex('idx_parents_summary_week');
    parents.fields.removeByName('summary_week');
    app.save(parents);
  },
);

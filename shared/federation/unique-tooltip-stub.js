// Stands in for antd's provider of "unique" tooltips where antd's ConfigProvider imports it (rsbuild.ts):
// the portal never sets `tooltip.unique`, so the provider would only bring @rc-component/trigger to
// screens that show no tooltip. Were it ever set, tooltips would still work, each on its own.
export default function UniqueProvider({ children }) {
  return children;
}

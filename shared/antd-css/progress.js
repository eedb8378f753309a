// antd 6.6.7: made by shared/scripts/antd-css.mjs (pnpm antd-css), not by hand.
import './styles/shared.css';
import './styles/progress.css';

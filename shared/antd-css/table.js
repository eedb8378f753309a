// antd 6.6.7: made by shared/scripts/antd-css.mjs (pnpm antd-css), not by hand.
import './styles/shared.css';
import './styles/checkbox.css';
import './styles/pagination.css';
import './styles/spin.css';
import './styles/table.css';
import './styles/tooltip.css';
import './styles/wave.css';
